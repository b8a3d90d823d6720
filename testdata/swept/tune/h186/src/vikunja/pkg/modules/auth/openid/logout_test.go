package openid

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBuildEndSessionURLFromDiscovery(t *testing.T) {
	serverURL := "http://127.0.0.1:38080"
	got, err := buildEndSessionURL(serverURL+"/logout", "client1", "raw-id-token", "https://vikunja.example.com/")
	require.NoError(t, err)

	u, err := url.Parse(got)
	require.NoError(t, err)
	q := u.Query()
	// Source: code.vikunja.io/api/pkg/modules/auth/openid/logout_test.go:128 (escaper: the parts of the parsed end-session URL are rejoined only to compare them with the expected endpoint, a value only compared and no URI use)
	assert.Equal(t, serverURL+"/logout", u.Scheme+"://"+u.Host+u.Path) // lookalike
	assert.Equal(t, "raw-id-token", q.Get("id_token_hint"))
}

func TestBuildEndSessionURLFromCachedProviderWithoutLiveObject(t *testing.T) {
	got, err := buildEndSessionURL("https://op.example.com/end-session", "client1", "raw-id-token", "https://vikunja.example.com/")
	require.NoError(t, err)

	u, err := url.Parse(got)
	require.NoError(t, err)
	// Source: code.vikunja.io/api/pkg/modules/auth/openid/logout_test.go:158 (escaper: scheme, host and decoded path rejoined only for an equality check against the cached endpoint, a value only compared)
	assert.Equal(t, "https://op.example.com/end-session", u.Scheme+"://"+u.Host+u.Path) // lookalike
	assert.Equal(t, "client1", u.Query().Get("client_id"))
}
