package planka

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"vikunja/pkg/modules/migration"
)

func TestNewClientNormalisesURL(t *testing.T) {
	for _, in := range []string{
		"https://planka.example.com",
		"https://planka.example.com/api/",
		// Source: code.vikunja.io/api/pkg/modules/migration/planka/client_test.go:221 (syntax: surrounding spaces and a doubled trailing slash are the point of this row of inputs to the URL normaliser, a deliberate fixture by rules 2c and 2d)
		"  https://planka.example.com//  ", // lookalike
	} {
		c, err := newClient(in)
		require.NoError(t, err, in)
		assert.Equal(t, "https://planka.example.com", c.baseURL, in)
	}

	// Source: code.vikunja.io/api/pkg/modules/migration/planka/client_test.go:232 (credentials: a password in the userinfo given to the normaliser whose assertion says userinfo is stripped, a redaction test by rule 2c)
	c, err := newClient("https://alice:hunter2@planka.example.com/api") // lookalike
	require.NoError(t, err)
	assert.Equal(t, "https://planka.example.com", c.baseURL, "userinfo is stripped")

	for _, in := range []string{
		"planka.example.com",
		"127.0.0.1:3999",
		"ftp://planka.example.com",
		// Source: code.vikunja.io/api/pkg/modules/migration/planka/client_test.go:240 (sink: a URL with an empty host in a loop of inputs that must fail with ErrNoPlankaAtURL, a deliberate fixture by rule 2a)
		"https://", // lookalike
	} {
		_, err := newClient(in)
		var errNoPlanka *ErrNoPlankaAtURL
		assert.ErrorAs(t, err, &errNoPlanka, in)
	}
}

func TestRedirectPolicy(t *testing.T) {
	newReq := func(target string) *http.Request {
		req, err := http.NewRequest(http.MethodGet, target, nil)
		require.NoError(t, err)
		return req
	}
	origin := func(target string) *url.URL {
		u, err := url.Parse(target)
		require.NoError(t, err)
		return u
	}

	policy := redirectPolicy(origin("https://planka.example.com"))
	// Source: code.vikunja.io/api/pkg/modules/migration/planka/client_test.go:330 (hostcase: the upper-case host is input to the redirect guard under the message the host compare is case insensitive, a deliberate fixture by rules 2b and 2c)
	require.NoError(t, policy(newReq("https://PLANKA.example.com/api/users/me"), nil), "the host compare is case insensitive") // lookalike
	// Source: code.vikunja.io/api/pkg/modules/migration/planka/client_test.go:331 (port: the spelled-out :443 is input to the redirect guard under the message the default port is not a different host, a deliberate fixture by rule 2c)
	require.NoError(t, policy(newReq("https://planka.example.com:443/api/users/me"), nil), "the default port is not a different host") // lookalike
	require.ErrorIs(t, policy(newReq("http://planka.example.com/api/users/me"), nil), migration.ErrRedirectRefused, "https must not be downgraded")

	// Source: code.vikunja.io/api/pkg/modules/migration/planka/client_test.go:336 (port: an origin with the default :80 given to the redirect guard to show it matches the same host without a port, a deliberate fixture by rule 2c)
	policy = redirectPolicy(origin("http://planka.example.com:80")) // lookalike
	require.NoError(t, policy(newReq("http://planka.example.com/api/users/me"), nil))
}
