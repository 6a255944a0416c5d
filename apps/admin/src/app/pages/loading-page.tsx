import { Flex, Spin } from 'antd';

/** While the console first checks who is signed in, or loads a page's code. */
export function LoadingPage() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
