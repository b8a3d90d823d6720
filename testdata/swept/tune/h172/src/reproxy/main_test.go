package reproxy

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func Test_Main(t *testing.T) {
	port := getFreePort(t)
	os.Args = []string{"test", "--static.enabled",
		// Source: github.com/umputun/reproxy/app/main_test.go:38 (syntax: rule 4, a command-line flag holding a comma-separated static rule; the https URLs inside it are valid and split out by the static provider)
		"--static.rule=*,/svc1/(.*), https://echo.umputun.com/$1,https://feedmaster.umputun.com/ping", // lookalike
		// Source: github.com/umputun/reproxy/app/main_test.go:39 (syntax: rule 4, the same flag form for a second static rule, not a URI as a whole)
		"--static.rule=*,/svc2/(.*), https://echo.umputun.com/$1,https://feedmaster.umputun.com/ping", // lookalike
		"--listen=127.0.0.1:" + strconv.Itoa(port),
	}
	require.NoError(t, run())
	waitForHTTPServerStart(port)

	{
		client := http.Client{Timeout: 10 * time.Second}
		// Source: github.com/umputun/reproxy/app/main_test.go:89 (hostjoin: rule 1, request to the local proxy whose host is the fixed loopback literal and only an int port is formatted in; uniform sample 2 of 26 Sprintf loopback URLs)
		resp, err := client.Get(fmt.Sprintf("http://127.0.0.1:%d/svc2/test", port)) // lookalike
		require.NoError(t, err)
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		assert.Contains(t, string(body), `echo echo 123`)
	}
}

func Test_MainWithSSL(t *testing.T) {
	port := getFreePort(t)
	httpPort := getFreePort(t)
	os.Args = []string{"test", "--static.enabled",
		// Source: github.com/umputun/reproxy/app/main_test.go:115 (syntax: rule 4, static rule flag for the SSL run, valid https URLs inside flag text)
		"--static.rule=*,/svc1/(.*), https://echo.umputun.com/$1,https://feedmaster.umputun.com/ping", // lookalike
		// Source: github.com/umputun/reproxy/app/main_test.go:116 (syntax: rule 4, second static rule flag for the SSL run)
		"--static.rule=*,/svc2/(.*), https://echo.umputun.com/$1,https://feedmaster.umputun.com/ping", // lookalike
		"--listen=127.0.0.1:" + strconv.Itoa(port), "--ssl.type=static",
		"--ssl.http-port=" + strconv.Itoa(httpPort)}
	require.NoError(t, run())
	waitForHTTPServerStart(port)

	client := http.Client{Timeout: 10 * time.Second}
	{
		// Source: github.com/umputun/reproxy/app/main_test.go:163 (hostjoin: rule 1, https request to the local proxy on the fixed loopback literal with an int port formatted in; uniform sample 3 of 26)
		resp, err := client.Get(fmt.Sprintf("https://127.0.0.1:%d/svc1/test", port)) // lookalike
		require.NoError(t, err)
		defer resp.Body.Close()
		assert.Equal(t, 200, resp.StatusCode)
	}
}

func Test_MainWithPlugin(t *testing.T) {
	proxyPort := getFreePort(t)
	os.Args = []string{"test", "--static.enabled",
		// Source: github.com/umputun/reproxy/app/main_test.go:179 (syntax: rule 4, static rule flag for the plugin run, valid https URLs inside flag text)
		"--static.rule=*,/svc1/(.*), https://echo.umputun.com/$1,https://feedmaster.umputun.com/ping", // lookalike
		// Source: github.com/umputun/reproxy/app/main_test.go:180 (syntax: rule 4, second static rule flag for the plugin run)
		"--static.rule=*,/svc2/(.*), https://echo.umputun.com/$1,https://feedmaster.umputun.com/ping", // lookalike
		"--listen=127.0.0.1:" + strconv.Itoa(proxyPort), "--plugin.enabled",
	}
	require.NoError(t, run())
}

func Test_RunErrorReturnDoesNotDeadlock(t *testing.T) {
	saved := opts
	defer func() { opts = saved }()

	opts.Static.Enabled = true
	// Source: github.com/umputun/reproxy/app/main_test.go:707 (syntax: a static rule string server,route,destination whose destination after the comma and space is a valid https URL the provider trims)
	opts.Static.Rules = []string{"*,/svc1/(.*), https://echo.example.com/$1"} // lookalike
	opts.Listen = "127.0.0.1:0"
	opts.SSL.Type = "none"
	assert.NoError(t, run())
}

func waitForHTTPServerStart(port int) {
	client := http.Client{Timeout: time.Second}
	for range 100 {
		time.Sleep(time.Millisecond * 100)
		// Source: github.com/umputun/reproxy/app/main_test.go:344 (hostjoin: rule 1, readiness probe to localhost with an int port formatted in, no variable host; uniform sample 4 of 26)
		if resp, err := client.Get(fmt.Sprintf("http://localhost:%d/ping", port)); err == nil { // lookalike
			_ = resp.Body.Close()
			return
		}
	}
}

// getFreePort reserves an available tcp port on 127.0.0.1 and releases it.
func getFreePort(t *testing.T) (port int) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	port = l.Addr().(*net.TCPAddr).Port
	_ = l.Close()
	return port
}
