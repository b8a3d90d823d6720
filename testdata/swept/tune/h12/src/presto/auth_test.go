package presto

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type kerberosConfig struct {
	Principal  string
	ServiceSPN string
}

func parseKerberosDSN(dsn string) (*kerberosConfig, string, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, "", err
	}
	q := u.Query()
	cfg := &kerberosConfig{Principal: q.Get("kerberos_principal"), ServiceSPN: q.Get("kerberos_service_spn")}
	q.Del("kerberos_principal")
	q.Del("kerberos_service_spn")
	u.RawQuery = q.Encode()
	return cfg, u.String(), nil
}

func TestKerberosParseDSN(t *testing.T) {
	t.Run("extracts and strips kerberos params", func(t *testing.T) {
		// Source: github.com/prestodb/presto-go-client/prestoauth/kerberos/kerberos_test.go:62 (schemecase: "HTTP/presto.example.com" is a Kerberos service principal in a query value, no scheme)
		dsn := "presto://host:8080/catalog/schema?kerberos_principal=user@REALM&kerberos_service_spn=HTTP/presto.example.com&timezone=UTC" // lookalike

		cfg, cleanDSN, err := parseKerberosDSN(dsn)
		require.NoError(t, err)
		assert.Equal(t, "user@REALM", cfg.Principal)
		assert.Equal(t, "HTTP/presto.example.com", cfg.ServiceSPN)
		assert.Contains(t, cleanDSN, "timezone=UTC")
	})
}

func parseOAuth2DSN(dsn string) (string, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return "", err
	}
	q := u.Query()
	if q.Get("oauth2_client_id") != "" && q.Get("oauth2_client_secret") == "" {
		return "", errors.New("oauth2: ClientSecret is required")
	}
	q.Del("oauth2_client_id")
	q.Del("oauth2_client_secret")
	q.Del("oauth2_token_url")
	u.RawQuery = q.Encode()
	return u.String(), nil
}

func TestOAuth2ParseDSN(t *testing.T) {
	t.Run("client credentials missing secret", func(t *testing.T) {
		// Source: github.com/prestodb/presto-go-client/prestoauth/oauth2/oauth2_test.go:112 (syntax: a URL as a query value, whose ':' and '/' a query may hold; the test expects an error for the missing secret)
		dsn := "presto://host:8080/catalog?oauth2_client_id=id&oauth2_token_url=http://auth/token" // lookalike
		_, err := parseOAuth2DSN(dsn)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "ClientSecret is required")
	})

	t.Run("client credentials with scopes", func(t *testing.T) {
		tokenServer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
		}))
		defer tokenServer.Close()

		// Source: github.com/prestodb/presto-go-client/prestoauth/oauth2/oauth2_test.go:131 (escaper: the test server's URL raw in a query value; it holds no '&' or '+', and the check is silent on such text)
		dsn := "presto://host:8080/catalog?oauth2_client_id=id&oauth2_client_secret=secret&oauth2_token_url=" + tokenServer.URL + "&oauth2_scopes=read,write&timezone=UTC" // lookalike
		cleanDSN, err := parseOAuth2DSN(dsn)
		require.NoError(t, err)
		assert.NotContains(t, cleanDSN, "oauth2_client_secret")
	})
}
