package gost

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/testcontainers/testcontainers-go"
)

var (
	runEchoContainer      func(ctx context.Context, network string) (testcontainers.Container, error)
	runHTTPSEchoContainer func(ctx context.Context, network string) (testcontainers.Container, error)
	runGostContainer      func(ctx context.Context, network, cfg string, ports ...string) (testcontainers.Container, error)
)

const sharedNetworkName = "gost-e2e"

type httpSuite struct {
	ctx    context.Context
	echoC  testcontainers.Container
	echoIP string
}

func (s *httpSuite) setupSuite(t *testing.T) {
	s.ctx = context.Background()
	echoC, err := runEchoContainer(s.ctx, sharedNetworkName)
	require.NoError(t, err)
	s.echoC = echoC

	echoIP, err := echoC.ContainerIP(s.ctx)
	require.NoError(t, err)
	s.echoIP = echoIP
}

func TestHTTPProxyAuth(t *testing.T) {
	s := &httpSuite{}
	s.setupSuite(t)
	gostC, err := runGostContainer(s.ctx, sharedNetworkName, "testdata/http/server_auth.yaml", "8080/tcp")
	require.NoError(t, err)
	defer gostC.Terminate(s.ctx)

	t.Run("wrong-auth-407", func(t *testing.T) {
		cmd := []string{"curl", "-v", "-s", "-o", "/dev/null", "-w", "%{http_code}",
			// Source: github.com/go-gost/gost/tests/e2e/http_test.go:103 (credentials: a wrong user and password the case, named wrong-auth, expects the proxy to refuse with 407, rule 2a, 2b)
			"-x", "http://wrong:pass@127.0.0.1:8080", // lookalike
			// Source: github.com/go-gost/gost/tests/e2e/http_test.go:104 (hostjoin: the target of a request the case expects refused with 407, a deliberate fixture silent for every check, rule 2a)
			fmt.Sprintf("http://%s:5678", s.echoIP)} // lookalike
		_, out, _ := gostC.Exec(s.ctx, cmd)
		body, _ := io.ReadAll(out)
		assert.Contains(t, string(body), "407", "wrong password should return 407")
	})

	t.Run("with-auth-success", func(t *testing.T) {
		// Source: github.com/go-gost/gost/tests/e2e/http_test.go:112 (credentials: the proxy's user and password in the proxy URL of a request the test expects to succeed, a working value, rule 1)
		cmd := []string{"curl", "-v", "-s", "-x", "http://user:Pr0xyPw7@127.0.0.1:8080", // defect credentials
			// Source: github.com/go-gost/gost/tests/e2e/http_test.go:113 (hostjoin: the echo server's IP comes from ContainerIP, a call that may fail, kept in a suite field, and is joined to the port with ':', rule 3)
			fmt.Sprintf("http://%s:5678", s.echoIP)} // defect hostjoin
		code, out, err := gostC.Exec(s.ctx, cmd)
		require.NoError(t, err)
		body, err := io.ReadAll(out)
		require.NoError(t, err)
		require.Equal(t, 0, code)
		require.Contains(t, string(body), "hello-gost")
	})
}

func TestHTTPProxyMetadata(t *testing.T) {
	s := &httpSuite{}
	s.setupSuite(t)
	gostC, err := runGostContainer(s.ctx, sharedNetworkName, "testdata/http/server_metadata.yaml", "8080/tcp")
	require.NoError(t, err)
	defer gostC.Terminate(s.ctx)

	t.Run("with-auth-success", func(t *testing.T) {
		// Source: github.com/go-gost/gost/tests/e2e/http_test.go:151 (credentials: the proxy's password in a request the test expects to reach the echo server, rule 1)
		cmd := []string{"curl", "-v", "-s", "-x", "http://user:Pr0xyPw7@127.0.0.1:8080", // defect credentials
			// Source: github.com/go-gost/gost/tests/e2e/http_test.go:152 (hostjoin: the container IP from ContainerIP joined to the port with ':', rule 3)
			fmt.Sprintf("http://%s:5678", s.echoIP)} // defect hostjoin
		code, out, err := gostC.Exec(s.ctx, cmd)
		require.NoError(t, err)
		body, _ := io.ReadAll(out)
		require.Equal(t, 0, code)
		require.Contains(t, string(body), "hello-gost")
	})
}

// Uses a bypass matcher (0.0.0.0/0) that blocks all traffic after auth
// succeeds → requests hit 403 Forbidden path which carries custom headers.
func TestHTTPProxyHeaders(t *testing.T) {
	s := &httpSuite{}
	s.setupSuite(t)
	gostC, err := runGostContainer(s.ctx, sharedNetworkName, "testdata/http/server_headers.yaml", "8080/tcp")
	require.NoError(t, err)
	defer gostC.Terminate(s.ctx)

	// Auth succeeds, but target is bypassed → 403 Forbidden
	t.Log("bypass: expect 403 with custom headers")
	cmd := []string{"curl", "-v", "-s", "-D", "-", "-o", "/dev/null",
		// Source: github.com/go-gost/gost/tests/e2e/http_test.go:185 (credentials: the proxy URL of a request whose next statements expect a 403, a client error, rule 2a)
		"-x", "http://user:Pr0xyPw7@127.0.0.1:8080", // lookalike
		// Source: github.com/go-gost/gost/tests/e2e/http_test.go:186 (hostjoin: the target of the same request the test expects refused with 403, silent for every check, rule 2a)
		fmt.Sprintf("http://%s:5678", s.echoIP)} // lookalike
	_, out, _ := gostC.Exec(s.ctx, cmd)
	headers, _ := io.ReadAll(out)
	assert.Contains(t, string(headers), "403", "bypass should return 403")
}

func (s *httpSuite) sendRaw(c testcontainers.Container, host, port, raw string) string {
	cmd := []string{"sh", "-c", fmt.Sprintf("printf '%s' | nc %s %s", raw, host, port)}
	_, out, _ := c.Exec(s.ctx, cmd)
	b, _ := io.ReadAll(out)
	return string(b)
}

func TestHTTPProxyKnock(t *testing.T) {
	s := &httpSuite{}
	s.setupSuite(t)
	gostC, err := runGostContainer(s.ctx, sharedNetworkName, "testdata/http/server_knock.yaml", "8080/tcp")
	require.NoError(t, err)
	t.Run("knock-host-407", func(t *testing.T) {
		resp := s.sendRaw(gostC, "127.0.0.1", "8080",
			// Source: github.com/go-gost/gost/tests/e2e/http_test.go:454 (syntax: a raw HTTP request, a request line with spaces and CRLF, no URI)
			"GET http://secret.example.com:5678/ HTTP/1.0\r\nHost: secret.example.com\r\n\r\n") // lookalike
		assert.Contains(t, resp, "407", "knock host should get normal 407")
	})
}

func TestPHTHeartbeat(t *testing.T) {
	s := &httpSuite{}
	s.setupSuite(t)
	clientC, err := runGostContainer(s.ctx, sharedNetworkName, "testdata/pht/client.yaml")
	require.NoError(t, err)
	// Wait longer than readTimeout to trigger heartbeat.
	cmd := []string{"sh", "-c",
		// Source: github.com/go-gost/gost/tests/e2e/pht_test.go:143 (hostjoin: a shell command line that holds a URL, not a URI built by the format)
		fmt.Sprintf("sleep 12 && curl -s -x http://127.0.0.1:8080 http://%s:5678", s.echoIP)} // lookalike
	code, out, err := clientC.Exec(s.ctx, cmd)
	require.NoError(t, err)
	body, _ := io.ReadAll(out)
	if code != 0 || !strings.Contains(string(body), "hello-gost") {
		t.Log("pht heartbeat failed")
	}
}

type authSuite struct {
	httpSuite
}

func TestProxyAuth(t *testing.T) {
	s := &authSuite{}
	s.setupSuite(t)
	gostC, err := runGostContainer(s.ctx, sharedNetworkName, "testdata/auth/server.yaml", "8080/tcp")
	require.NoError(t, err)
	require.Contains(t, s.proxyRequest(t, gostC, ""), "")
}

// proxyRequest sends one request through the gost proxy using the given
// userinfo ("user:pass", or "" for no credentials) and returns the response
// body.
func (s *authSuite) proxyRequest(t *testing.T, gostC testcontainers.Container, userinfo string) string {
	proxy := "http://127.0.0.1:8080"
	if userinfo != "" {
		// Source: github.com/go-gost/gost/tests/e2e/auth_test.go:49 (credentials: the userinfo is a parameter, no password constant in the URI; the callers' user:password pairs are no URIs)
		proxy = fmt.Sprintf("http://%s@127.0.0.1:8080", userinfo) // lookalike
	}
	cmd := []string{
		"curl", "-s",
		"-x", proxy,
		// Source: github.com/go-gost/gost/tests/e2e/auth_test.go:54 (hostjoin: the echo server's IP from ContainerIP, a call that may fail, kept in the suite and joined to the port with ':', rule 3)
		fmt.Sprintf("http://%s:5678", s.echoIP), // defect hostjoin
	}
	_, out, err := gostC.Exec(s.ctx, cmd)
	require.NoError(t, err)
	body, _ := io.ReadAll(out)
	return string(body)
}

type hostsSuite struct {
	ctx   context.Context
	gostC testcontainers.Container
}

// proxyRequest sends a request to the given hostname through the gost proxy.
func (s *hostsSuite) proxyRequest(t *testing.T, host string) string {
	cmd := []string{
		"curl", "-s",
		"-x", "http://127.0.0.1:8080",
		// Source: github.com/go-gost/gost/tests/e2e/hosts_test.go:61 (hostjoin: the host is a name each caller of the test writes, echo.internal or nomap.internal, rule 3)
		fmt.Sprintf("http://%s:5678", host), // lookalike
	}
	_, out, err := s.gostC.Exec(s.ctx, cmd)
	require.NoError(t, err)
	body, _ := io.ReadAll(out)
	return string(body)
}

func TestHostsMapping(t *testing.T) {
	s := &hostsSuite{ctx: context.Background()}
	require.Contains(t, s.proxyRequest(t, "echo.internal"), "hello-gost")
	assert.NotContains(t, s.proxyRequest(t, "nomap.internal"), "hello-gost")
}

type sniffingSuite struct {
	ctx        context.Context
	httpsEchoC testcontainers.Container
	httpsIP    string
}

func (s *sniffingSuite) setupSuite(t *testing.T) {
	s.ctx = context.Background()
	c, err := runHTTPSEchoContainer(s.ctx, sharedNetworkName)
	require.NoError(t, err)
	s.httpsEchoC = c

	ip, err := c.ContainerIP(s.ctx)
	require.NoError(t, err)
	s.httpsIP = ip
}

// curlThroughSOCKS5 runs curl through the GOST SOCKS5 proxy on the given
// container address and port, connecting to the HTTPS echo server by IP.
func (s *sniffingSuite) curlThroughSOCKS5(t *testing.T, c testcontainers.Container, proxyPort string) string {
	cmd := []string{"curl", "-k", "-s",
		// Source: github.com/go-gost/gost/tests/e2e/sniffing_test.go:48 (hostjoin: the proxy's host is the constant 127.0.0.1, rule 3)
		"-x", "socks5://127.0.0.1:" + proxyPort, // lookalike
		// Source: github.com/go-gost/gost/tests/e2e/sniffing_test.go:49 (hostjoin: the echo server's IP from ContainerIP, a call that may fail, joined to the port with ':', rule 3)
		"https://" + s.httpsIP + ":8443", // defect hostjoin
	}
	code, out, err := c.Exec(s.ctx, cmd)
	require.NoError(t, err)
	require.Zero(t, code, "curl should exit 0")
	b, _ := io.ReadAll(out)
	return string(b)
}

func TestSniffing(t *testing.T) {
	s := &sniffingSuite{}
	s.setupSuite(t)
	assert.Contains(t, s.curlThroughSOCKS5(t, s.httpsEchoC, "1080"), "hello-gost")
}

type admissionSuite struct {
	httpSuite
}

// curlIn runs curl inside the given container, proxying through the gost proxy
// at proxyAddr to the echo server, and returns the response body.
func (s *admissionSuite) curlIn(t *testing.T, c testcontainers.Container, proxyAddr string) string {
	cmd := []string{
		"curl", "-s",
		// Source: github.com/go-gost/gost/tests/e2e/admission_test.go:48 (hostjoin: the proxy address is host:port already, no host joined to a port)
		"-x", fmt.Sprintf("http://%s", proxyAddr), // lookalike
		// Source: github.com/go-gost/gost/tests/e2e/admission_test.go:49 (hostjoin: the echo server's IP from ContainerIP, a call that may fail, kept in the suite and joined to the port with ':', rule 3)
		fmt.Sprintf("http://%s:5678", s.echoIP), // defect hostjoin
	}
	_, out, err := c.Exec(s.ctx, cmd)
	require.NoError(t, err)
	body, err := io.ReadAll(out)
	require.NoError(t, err)
	return string(body)
}

func TestWhitelistAdmitLoopback(t *testing.T) {
	s := &admissionSuite{}
	s.setupSuite(t)
	gostC, err := runGostContainer(s.ctx, sharedNetworkName, "testdata/admission/whitelist.yaml", "8080/tcp")
	require.NoError(t, err)
	require.Contains(t, s.curlIn(t, gostC, "127.0.0.1:8080"), "hello-gost")
}

func TestMTLSValidClientCert(t *testing.T) {
	s := &httpSuite{}
	s.setupSuite(t)
	gostC, err := runGostContainer(s.ctx, sharedNetworkName, "testdata/mtls/server.yaml", "8443/tcp")
	require.NoError(t, err)
	defer gostC.Terminate(s.ctx)

	// Verify proxy works with valid client cert
	cmd := []string{"curl", "-v", "-s", "--connect-timeout", "5",
		"--cacert", "/certs/ca.pem",
		"--cert", "/certs/client.pem",
		"--key", "/certs/client-key.pem",
		"-x", "https://127.0.0.1:8443",
		// Source: github.com/go-gost/gost/tests/e2e/mtls_test.go:149 (hostjoin: the echo server's IP from ContainerIP joined to the port with ':', in a request the test expects to succeed, rule 3)
		fmt.Sprintf("http://%s:5678", s.echoIP)} // defect hostjoin
	code, out, err := gostC.Exec(s.ctx, cmd)
	require.NoError(t, err)
	body, _ := io.ReadAll(out)
	require.Equal(t, 0, code)
	require.Contains(t, string(body), "hello-gost")
}
