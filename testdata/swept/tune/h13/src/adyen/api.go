package adyen

import (
	"context"
	"net/http"
	"net/url"
	"strings"
)

// Environment is the environment of the client.
type Environment string

// Environments.
const (
	TestEnv Environment = "TEST"
	LiveEnv Environment = "LIVE"
)

// Config is the client configuration.
type Config struct {
	ApiKey                string
	Environment           Environment
	LiveEndpointURLPrefix string
	Endpoint              string
	CheckoutEndpoint      string
	HTTPClient            *http.Client
}

const (
	EndpointTest               = "https://pal-test.adyen.com"
	EndpointLive               = "https://pal-live.adyen.com"
	EndpointLiveSuffix         = "-pal-live.adyenpayments.com"
	CheckoutEndpointTest       = "https://checkout-test.adyen.com/checkout"
	CheckoutEndpointLiveSuffix = "-checkout-live.adyenpayments.com/checkout"
	CheckoutAPIVersion         = "v71"
	EndpointProtocol           = "https://"
)

// APIClient is the Adyen client.
type APIClient struct {
	Cfg *Config
}

// NewClient creates an API client.
func NewClient(cfg *Config) *APIClient {
	c := &APIClient{Cfg: cfg}
	c.SetEnvironment(cfg.Environment, cfg.LiveEndpointURLPrefix)
	return c
}

// SetEnvironment defines the payment environment for live or test.
func (c *APIClient) SetEnvironment(env Environment, liveEndpointURLPrefix string) {
	if env == LiveEnv {
		if liveEndpointURLPrefix != "" {
			// Source: github.com/Adyen/adyen-go-api-library/src/adyen/api.go:295 (hostjoin: the merchant's live prefix put at the start of a known host name, no port joined with ':')
			c.Cfg.Endpoint = EndpointProtocol + liveEndpointURLPrefix + EndpointLiveSuffix // lookalike
			c.Cfg.CheckoutEndpoint = EndpointProtocol + liveEndpointURLPrefix + CheckoutEndpointLiveSuffix
		} else {
			c.Cfg.Endpoint = EndpointLive
		}
	} else {
		c.Cfg.Endpoint = EndpointTest
		c.Cfg.CheckoutEndpoint = CheckoutEndpointTest
	}
}

// BasePath returns the base of the checkout API.
func (c *APIClient) BasePath() string {
	return c.Cfg.CheckoutEndpoint + "/" + CheckoutAPIVersion
}

func parameterValueToString(obj interface{}, key string) string {
	s, _ := obj.(string)
	return s
}

// GetAccountHolder builds the request of an account holder.
func (c *APIClient) GetAccountHolder(ctx context.Context, id string) (*http.Request, error) {
	path := c.BasePath() + "/accountHolders/{id}"
	// Source: github.com/Adyen/adyen-go-api-library/src/balanceplatform/api_account_holders.go:146 (escaper: url.PathEscape for a value replacing a path template variable, the escaper of a path segment)
	path = strings.Replace(path, "{"+"id"+"}", url.PathEscape(parameterValueToString(id, "id")), -1) // lookalike
	return http.NewRequestWithContext(ctx, http.MethodGet, path, nil)
}
