package openid

import (
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestInitializeUnavailableProviders(t *testing.T) {
	// Reserve a port, then release it to simulate a provider that is down
	// while Vikunja starts.
	var lc net.ListenConfig
	listener, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := listener.Addr().String()
	// Source: code.vikunja.io/api/pkg/modules/auth/openid/status_test.go:166 (plainhttp: plain http to the address of a listener on 127.0.0.1, a loopback test target and no public Internet host)
	providerURL := "http://" + addr // lookalike
	require.NoError(t, listener.Close())

	assert.Error(t, getProvider(&Provider{Key: "flaky", AuthURL: providerURL, ClientID: "client1"}))
}
