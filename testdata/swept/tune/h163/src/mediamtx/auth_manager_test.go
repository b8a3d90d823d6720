package mediamtx

import (
	"net"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAuthHTTPExclude(t *testing.T) {
	m := AuthManager{
		Method: AuthMethodHTTP,
		// Source: github.com/bluenviron/mediamtx/internal/auth/manager_test.go:438 (plainhttp: plain http to the single-label host not-to-be-used, no public Internet host, in a config that the exclusion keeps from being contacted)
		HTTPAddress: "http://not-to-be-used:9120/auth", // lookalike
		HTTPExclude: []AuthAction{AuthActionPublish},
	}

	user, err := m.Authenticate(&AuthRequest{
		Action:      AuthActionPublish,
		Path:        "teststream",
		Query:       "param=value",
		Credentials: &AuthCredentials{},
		IP:          net.ParseIP("127.0.0.1"),
	})
	require.Nil(t, err)
	require.Equal(t, "", user)
}

func TestAuthJWT(t *testing.T) {
	for _, ca := range []string{"token", "jwt"} {
		t.Run(ca, func(t *testing.T) {
			ss := "eyJhbGciOiJSUzI1NiIsImtpZCI6InRlc3Qta2V5LWlkIn0.eyJzdWIiOiJzb21lYm9keSJ9.c2lnbmF0dXJl"

			m := AuthManager{
				Method:      AuthMethodJWT,
				JWTJWKS:     "http://localhost:4570/jwks",
				JWTClaimKey: "mediamtx_permissions",
			}

			user, err2 := m.Authenticate(&AuthRequest{
				Action: AuthActionPublish,
				Path:   "mypath",
				// Source: github.com/bluenviron/mediamtx/internal/auth/manager_test.go:676 (escaper: a signed JWT is base64url segments joined by dots, characters that need no escaping in a query value)
				Query:       ca + "=" + ss, // lookalike
				Credentials: &AuthCredentials{},
				IP:          net.ParseIP("127.0.0.1"),
			})
			require.Nil(t, err2)
			require.Equal(t, "somebody", user)
		})
	}
}
