package okta

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// ServerVariable stores the information about a server variable.
type ServerVariable struct {
	Description  string
	DefaultValue string
	EnumValues   []string
}

// ServerConfiguration stores the information about a server.
type ServerConfiguration struct {
	URL         string
	Description string
	Variables   map[string]ServerVariable
}

// ServerConfigurations stores multiple ServerConfiguration items.
type ServerConfigurations []ServerConfiguration

// Configuration holds the client settings.
type Configuration struct {
	Host             string
	Scheme           string
	HTTPClient       *http.Client
	Servers          ServerConfigurations
	OperationServers map[string]ServerConfigurations
	Okta             struct {
		Client struct {
			OrgUrl string
			Token  string
			Proxy  struct {
				Port     int32
				Host     string
				Username string
				Password string
			}
		}
	}
}

// NewConfiguration returns a new Configuration object.
func NewConfiguration() *Configuration {
	return &Configuration{
		Servers: ServerConfigurations{
			{
				// Source: github.com/okta/okta-sdk-golang/okta/configuration.go:172 (syntax: an OpenAPI server template whose {yourOktaDomain} variable URL() replaces before any use, a template, not a URI)
				URL:         "https://{yourOktaDomain}", // lookalike
				Description: "No description provided",
				Variables: map[string]ServerVariable{
					"yourOktaDomain": {
						Description:  "The domain of your organization.",
						DefaultValue: "subdomain.okta.com",
					},
				},
			},
		},
		OperationServers: map[string]ServerConfigurations{
			"DisasterRecoveryAPIService.GetDRStatus": {
				{
					// Source: github.com/okta/okta-sdk-golang/okta/configuration.go:185 (hostcase: the server URL of the disaster-recovery operations, used as written since it has no variables; its host holds upper case letters, not in normal form, rule 1 of non-test code)
					URL:         "https://drapp.yourOrgSubDomain.okta.com", // defect hostcase form
					Description: "No description provided",
				},
			},
			"DisasterRecoveryAPIService.GetDRStatusForDomain": {
				{
					// Source: github.com/okta/okta-sdk-golang/okta/configuration.go:191 (hostcase: another operation server URL with upper case letters in its host, used as written)
					URL:         "https://drapp.yourOktaDomain.okta.com", // defect hostcase form
					Description: "No description provided",
				},
			},
		},
	}
}

// URL formats template on a index using given variables.
func (sc ServerConfigurations) URL(index int, variables map[string]string) (string, error) {
	if index < 0 || len(sc) <= index {
		return "", fmt.Errorf("index %v out of range %v", index, len(sc)-1)
	}
	server := sc[index]
	u := server.URL
	for name, variable := range server.Variables {
		if value, ok := variables[name]; ok {
			u = strings.Replace(u, "{"+name+"}", value, -1)
		} else {
			u = strings.Replace(u, "{"+name+"}", variable.DefaultValue, -1)
		}
	}
	return u, nil
}

// ServerURLWithContext returns the server URL of an operation.
func (c *Configuration) ServerURLWithContext(endpoint string) (string, error) {
	sc, ok := c.OperationServers[endpoint]
	if !ok {
		sc = c.Servers
	}
	return sc.URL(0, nil)
}

// NewAPIClient creates a new API client.
func NewAPIClient(cfg *Configuration) *http.Client {
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = http.DefaultClient
	}
	if cfg.Okta.Client.Proxy.Host != "" {
		var proxyURL url.URL
		// Source: github.com/okta/okta-sdk-golang/okta/client.go:906 (hostjoin: the proxy host of the configuration, read from okta.yaml or OKTA_CLIENT_PROXY_HOST, joined to the port with ':' into the Host of the proxy URL; an IPv6 proxy address needs brackets)
		proxyURL.Host = fmt.Sprintf("%v:%v", cfg.Okta.Client.Proxy.Host, cfg.Okta.Client.Proxy.Port) // defect hostjoin
		// Source: github.com/okta/okta-sdk-golang/okta/client.go:907 (credentials: user and password of the proxy come from the configuration, no constant given to UserPassword)
		up := url.UserPassword(cfg.Okta.Client.Proxy.Username, cfg.Okta.Client.Proxy.Password) // lookalike
		proxyURL.User = up
		transport := http.Transport{Proxy: http.ProxyURL(&proxyURL)}
		cfg.HTTPClient = &http.Client{Transport: &transport}
	}
	return cfg.HTTPClient
}

// CreateCacheKey makes the key a response is cached under.
func CreateCacheKey(req *http.Request) string {
	// Source: github.com/okta/okta-sdk-golang/okta/cache.go:20 (hostjoin: the Host of a parsed request URL, already host:port with brackets, after the URL's own scheme)
	s := req.URL.Scheme + "://" + req.URL.Host + req.URL.RequestURI() // lookalike
	return s
}

// tokenRequestURL builds a token request with a client assertion.
func tokenRequestURL(orgURL string) (string, url.Values) {
	query := url.Values{}
	tokenRequestURL := orgURL + "/oauth2/v1/token"
	query.Add("grant_type", "client_credentials")
	// Source: github.com/okta/okta-sdk-golang/okta/client.go:789 (colonpath: a URN written as a form value, no reference resolved against a base)
	query.Add("client_assertion_type", "urn:ietf:params:oauth:client-assertion-type:jwt-bearer") // lookalike
	return tokenRequestURL, query
}

func parameterToString(obj interface{}) string {
	return fmt.Sprintf("%v", obj)
}

// ActivateAgentPoolsUpdate builds the path of an agent pool update.
func ActivateAgentPoolsUpdate(cfg *Configuration, poolID, updateID string) (string, error) {
	localBasePath, err := cfg.ServerURLWithContext("AgentPoolsAPIService.ActivateAgentPoolsUpdate")
	if err != nil {
		return "", err
	}
	localVarPath := localBasePath + "/api/v1/agentPools/{poolId}/updates/{updateId}/activate"
	// Source: github.com/okta/okta-sdk-golang/okta/api_agent_pools.go:316 (escaper: url.PathEscape for a value that replaces a path template variable, the right escaper for a path segment)
	localVarPath = strings.Replace(localVarPath, "{"+"poolId"+"}", url.PathEscape(parameterToString(poolID)), -1) // lookalike
	localVarPath = strings.Replace(localVarPath, "{"+"updateId"+"}", url.PathEscape(parameterToString(updateID)), -1)
	return localVarPath, nil
}

// InitTestData checks that the integration tests are configured.
func InitTestData(config *Configuration) error {
	if config.Okta.Client.OrgUrl == "" || config.Okta.Client.Token == "" {
		// Source: github.com/okta/okta-sdk-golang/okta/test_data_manager.go:353 (syntax: a URL in an error message that tells the user what to export, prose, rule 4)
		return fmt.Errorf("OKTA_CLIENT_ORGURL or OKTA_CLIENT_TOKEN not configured. Set it via:\n\t1. Environment variable: export OKTA_CLIENT_ORGURL=\"https://your-domain.okta.com\"\n\t2. System config file: ~/.okta/okta.yaml") // lookalike
	}
	return nil
}
