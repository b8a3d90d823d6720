package tilt

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAPIServerListener(t *testing.T) {
	const host = "localhost"
	webListener, err := ProvideWebListener(host, 0)
	require.NoError(t, err)
	t.Cleanup(func() {
		_ = webListener.Close()
	})

	_, port, err := net.SplitHostPort(webListener.Addr().String())
	require.NoErrorf(t, err, "Invalid listener address: %s", webListener.Addr().String())
	webListenerPort, err := strconv.Atoi(port)
	require.NoErrorf(t, err, "Invalid listener port: %s", port)
	// Source: github.com/tilt-dev/tilt/internal/hud/server/apiserver_test.go:212 (hostjoin: the host is the constant "localhost" the test writes, rule 3)
	webURL, err := url.Parse(fmt.Sprintf("http://%s:%s/", host, port)) // lookalike
	require.NoError(t, err, "Unable to create WebURL")
	if webURL.Port() != strconv.Itoa(webListenerPort) {
		t.Fatalf("port mismatch: %s", webURL.Port())
	}
}
