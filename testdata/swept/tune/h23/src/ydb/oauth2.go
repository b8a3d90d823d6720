package ydb

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

var (
	errEmptyTokenEndpointError   = errors.New("OAuth2 token exchange: empty token endpoint")
	errCouldNotCreateTokenSource = errors.New("OAuth2 token exchange: could not create token source")
	errCouldNotMakeHTTPRequest   = errors.New("OAuth2 token exchange: could not make http request")
	errCouldNotExchangeToken     = errors.New("OAuth2 token exchange: could not exchange token")
)

// TokenSource gives a token to exchange.
type TokenSource interface {
	Token() (string, error)
}

type fixedTokenSource struct{ token, tokenType string }

func (s *fixedTokenSource) Token() (string, error) { return s.token, nil }

type oauth2TokenExchange struct {
	tokenEndpoint  string
	grantType      string
	resource       []string
	requestTimeout time.Duration
	subjectToken   TokenSource
	actorToken     TokenSource
	keyErr         error
	httpClient     *http.Client
}

// Oauth2TokenExchangeCredentialsOption configures the credentials.
type Oauth2TokenExchangeCredentialsOption interface {
	ApplyOauth2CredentialsOption(c *oauth2TokenExchange) error
}

type tokenEndpointOption string

func (endpoint tokenEndpointOption) ApplyOauth2CredentialsOption(c *oauth2TokenExchange) error {
	c.tokenEndpoint = string(endpoint)

	return nil
}

// WithTokenEndpoint sets the URL of the token exchange service.
func WithTokenEndpoint(endpoint string) tokenEndpointOption {
	return tokenEndpointOption(endpoint)
}

type optionFunc func(c *oauth2TokenExchange) error

func (f optionFunc) ApplyOauth2CredentialsOption(c *oauth2TokenExchange) error { return f(c) }

// WithGrantType sets the grant type.
func WithGrantType(grantType string) optionFunc {
	return func(c *oauth2TokenExchange) error { c.grantType = grantType; return nil }
}

// WithRequestTimeout sets the timeout of the exchange.
func WithRequestTimeout(d time.Duration) optionFunc {
	return func(c *oauth2TokenExchange) error { c.requestTimeout = d; return nil }
}

// WithResource sets the resources.
func WithResource(resource ...string) optionFunc {
	return func(c *oauth2TokenExchange) error { c.resource = resource; return nil }
}

// WithFixedSubjectToken sets a fixed subject token.
func WithFixedSubjectToken(token, tokenType string) optionFunc {
	return func(c *oauth2TokenExchange) error {
		c.subjectToken = &fixedTokenSource{token, tokenType}
		return nil
	}
}

// WithActorToken sets the actor token source.
func WithActorToken(ts TokenSource) optionFunc {
	return func(c *oauth2TokenExchange) error { c.actorToken = ts; return nil }
}

// WithRSAPrivateKeyPEMContent sets the subject's signing key.
func WithRSAPrivateKeyPEMContent(key []byte) optionFunc {
	return func(c *oauth2TokenExchange) error {
		if !strings.HasPrefix(string(key), "-----BEGIN") {
			return fmt.Errorf("%w: bad key", errCouldNotCreateTokenSource)
		}
		return nil
	}
}

// NewOauth2TokenExchangeCredentials makes credentials that exchange a token at the endpoint.
func NewOauth2TokenExchangeCredentials(opts ...Oauth2TokenExchangeCredentialsOption) (*oauth2TokenExchange, error) {
	c := &oauth2TokenExchange{httpClient: &http.Client{}}
	for _, o := range opts {
		if err := o.ApplyOauth2CredentialsOption(c); err != nil {
			return nil, err
		}
	}
	if c.tokenEndpoint == "" {
		return nil, errEmptyTokenEndpointError
	}
	return c, nil
}

// Token exchanges the subject's token for an access token.
func (c *oauth2TokenExchange) Token(ctx context.Context) (string, error) {
	params := url.Values{}
	params.Set("grant_type", c.grantType)
	if c.subjectToken != nil {
		t, err := c.subjectToken.Token()
		if err != nil {
			return "", err
		}
		params.Set("subject_token", t)
	}
	if c.actorToken != nil {
		t, err := c.actorToken.Token()
		if err != nil {
			return "", err
		}
		params.Set("actor_token", t)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.tokenEndpoint, strings.NewReader(params.Encode()))
	if err != nil {
		return "", fmt.Errorf("%w: %w", errCouldNotMakeHTTPRequest, err)
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return "", fmt.Errorf("%w: %w", errCouldNotExchangeToken, err)
	}
	defer resp.Body.Close()
	return "", nil
}
