package wakapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/oauth2-proxy/mockoidc"
	"github.com/stretchr/testify/assert"
)

const (
	testProvider   = "mock"
	testOauthCode  = "testcode"
	testOauthState = "teststate"
)

// GetOidcCallback stands in for LoginHandler.GetOidcCallback: it checks state
// and code and sets the session cookies.
func GetOidcCallback(w http.ResponseWriter, r *http.Request) {
	provider := chi.URLParam(r, "provider")
	q := r.URL.Query()
	if q.Get("state") != testOauthState || q.Get("code") == "" {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "oidc_id_token", Value: "idtoken"})
	http.SetCookie(w, &http.Cookie{Name: "oidc_provider", Value: provider})
	http.SetCookie(w, &http.Cookie{Name: "oidc_refresh_token", Value: "refresh"})
	http.Redirect(w, r, "/summary", http.StatusFound)
}

type LoginHandlerTestSuite struct {
	T        *testing.T
	OidcMock *mockoidc.MockOIDC
}

func (suite *LoginHandlerTestSuite) authorizeUser(user mockoidc.User, provider string) string {
	r := httptest.NewRequest(http.MethodGet, suite.OidcMock.AuthorizationEndpoint(), nil)
	q := r.URL.Query()
	q.Set("code", testOauthCode)
	q.Set("client_id", suite.OidcMock.ClientID)
	q.Set("response_type", "code")
	q.Set("scope", "openid profile email")
	q.Set("state", testOauthState)
	// Source: github.com/muety/wakapi/routes/login_test.go:729 (sink: by rule 1 the value must suit the function that takes it, and the mock OIDC provider's Authorize only url.Parses the redirect_uri and redirects to it, so the relative callback path the test then requests is what it needs)
	q.Set("redirect_uri", fmt.Sprintf("/oidc/%s/callback", provider)) // lookalike
	// Source: github.com/muety/wakapi/routes/login_test.go:730 (escaper: by rule 1 held to non-test rules, the authorize query is built from url.Values Encode, the right query escaper)
	r.URL.RawQuery = q.Encode() // lookalike
	w := httptest.NewRecorder()

	suite.OidcMock.QueueUser(user)
	suite.OidcMock.QueueCode(testOauthCode)

	suite.OidcMock.Authorize(w, r)
	return w.Header().Get("Location")
}

func headerContains(h http.Header, key string, match func(string) bool) bool {
	for _, v := range h.Values(key) {
		if match(v) {
			return true
		}
	}
	return false
}

func TestGetOidcLoginCallback_Success(t *testing.T) {
	suite := &LoginHandlerTestSuite{T: t, OidcMock: &mockoidc.MockOIDC{ClientID: "client", Addr: "127.0.0.1:8000"}}
	url := suite.authorizeUser(struct{}{}, testProvider)
	r := httptest.NewRequest(http.MethodGet, url, nil)
	r = WithUrlParam(r, "provider", testProvider)
	w := httptest.NewRecorder()

	GetOidcCallback(w, r)

	assert.Equal(t, http.StatusFound, w.Code)
	assert.Equal(t, true, headerContains(w.Header(), "Set-Cookie", func(value string) bool {
		// Source: github.com/muety/wakapi/routes/login_test.go:490 (escaper: a value only searched for in a Set-Cookie header is no URI use)
		return strings.Contains(value, "oidc_provider="+testProvider) // lookalike
	}))
}

func TestGetOidcLoginCallback_Success_CreateUser(t *testing.T) {
	suite := &LoginHandlerTestSuite{T: t, OidcMock: &mockoidc.MockOIDC{ClientID: "client", Addr: "127.0.0.1:8000"}}
	url := suite.authorizeUser(struct{}{}, testProvider)
	r := httptest.NewRequest(http.MethodGet, url, nil)
	r = WithUrlParam(r, "provider", testProvider)
	w := httptest.NewRecorder()

	GetOidcCallback(w, r)

	assert.Equal(t, http.StatusFound, w.Code)
	assert.Equal(t, "/summary", w.Header().Get("Location"))
	assert.Equal(t, true, headerContains(w.Header(), "Set-Cookie", func(value string) bool {
		// Source: github.com/muety/wakapi/routes/login_test.go:532 (escaper: the same cookie text is only searched for in a header, which is no URI use)
		return strings.Contains(value, "oidc_provider="+testProvider) // lookalike
	}))
}
