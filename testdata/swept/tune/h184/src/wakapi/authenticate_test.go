package wakapi

import (
	"errors"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

var errEmptyKey = errors.New("the api_key is empty")

// AuthenticateMiddleware stands in for the middleware under test.
type AuthenticateMiddleware struct {
	users map[string]*User
}

func (m *AuthenticateMiddleware) tryGetUserByApiKeyQuery(r *http.Request) (*User, error) {
	key := r.URL.Query().Get("api_key")
	if key == "" {
		return nil, errEmptyKey
	}
	return m.users[key], nil
}

func TestAuthenticateMiddleware_tryGetUserByApiKeyQuery_Success(t *testing.T) {
	testApiKey := "z5uig69cn9ut93n"
	testUser := &User{ApiKey: testApiKey}

	params := url.Values{}
	params.Add("api_key", testApiKey)
	mockRequest := &http.Request{
		// Source: github.com/muety/wakapi/middlewares/authenticate_test.go:101 (escaper: by rule 1 the test request is held to non-test rules, and its query comes from url.Values Encode, the right query escaper)
		URL: &url.URL{RawQuery: params.Encode()}, // lookalike
	}

	sut := &AuthenticateMiddleware{users: map[string]*User{testApiKey: testUser}}
	result, err := sut.tryGetUserByApiKeyQuery(mockRequest)

	assert.Nil(t, err)
	assert.Equal(t, testUser, result)
}

func TestAuthenticateMiddleware_tryGetUserByApiKeyQuery_Invalid(t *testing.T) {
	testApiKey := "z5uig69cn9ut93n"

	params := url.Values{}
	params.Add("token", testApiKey)
	mockRequest := &http.Request{
		// Source: github.com/muety/wakapi/middlewares/authenticate_test.go:124 (escaper: by rule 1 held to non-test rules, the same url.Values Encode query is correctly escaped)
		URL: &url.URL{RawQuery: params.Encode()}, // lookalike
	}

	sut := &AuthenticateMiddleware{}
	result, actualErr := sut.tryGetUserByApiKeyQuery(mockRequest)

	assert.Error(t, actualErr)
	assert.Equal(t, errEmptyKey, actualErr)
	assert.Nil(t, result)
}
