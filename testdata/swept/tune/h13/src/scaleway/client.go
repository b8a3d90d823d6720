package scaleway

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"text/template"
)

// Environment variables of the client.
const (
	ScwAPIURLEnv     = "SCW_API_URL"
	ScwS3EndpointEnv = "SCW_S3_ENDPOINT"
)

type settings struct {
	apiURL        string
	s3Endpoint    string
	defaultRegion string
}

// ClientOption configures the client.
type ClientOption func(*settings)

// WithAPIURL sets the base URL of the API.
func WithAPIURL(apiURL string) ClientOption {
	return func(s *settings) {
		s.apiURL = apiURL
	}
}

// WithS3Endpoint sets the S3 endpoint.
func WithS3Endpoint(s3Endpoint string) ClientOption {
	return func(s *settings) {
		s.s3Endpoint = s3Endpoint
	}
}

// WithEnv reads the settings from the environment.
func WithEnv() ClientOption {
	return func(s *settings) {
		if v, ok := os.LookupEnv(ScwAPIURLEnv); ok {
			s.apiURL = v
		}
		if v, ok := os.LookupEnv(ScwS3EndpointEnv); ok {
			s.s3Endpoint = v
		}
	}
}

// WithRegion sets the default region.
func WithRegion(region string) ClientOption {
	return func(s *settings) {
		s.defaultRegion = region
	}
}

func isURL(s string) bool {
	if s == "" {
		return false
	}
	_, err := url.Parse(s)
	return err == nil
}

func (s *settings) validate() error {
	if !isURL(s.apiURL) {
		return fmt.Errorf("scaleway-sdk-go: invalid API url '%s'", s.apiURL)
	}
	if s.apiURL[len(s.apiURL)-1:] == "/" {
		return fmt.Errorf("scaleway-sdk-go: invalid API url '%s' it should not have a trailing slash", s.apiURL)
	}
	if s.s3Endpoint != "" && s.s3Endpoint[len(s.s3Endpoint)-1:] == "/" {
		return fmt.Errorf("scaleway-sdk-go: invalid S3 endpoint '%s': trailing slash is not allowed", s.s3Endpoint)
	}
	return nil
}

// Client is the Scaleway client.
type Client struct {
	httpClient *http.Client
	apiURL     string
	s3Endpoint string
}

// NewClient instantiates a new Client object.
func NewClient(opts ...ClientOption) (*Client, error) {
	s := &settings{apiURL: "https://api.scaleway.com"}
	for _, opt := range opts {
		opt(s)
	}
	if s.defaultRegion != "" && s.s3Endpoint == "" {
		// Source: github.com/scaleway/scaleway-sdk-go/scw/client.go:69 (hostjoin: a region name put inside a known host, no port joined with ':')
		s.s3Endpoint = "https://s3." + s.defaultRegion + ".scw.cloud" // lookalike
	}
	if err := s.validate(); err != nil {
		return nil, err
	}
	return &Client{httpClient: http.DefaultClient, apiURL: s.apiURL, s3Endpoint: s.s3Endpoint}, nil
}

// ScalewayRequest contains all the contents related to performing a request on the Scaleway API.
type ScalewayRequest struct {
	Method string
	Path   string
	Query  url.Values
}

func (req *ScalewayRequest) getURL(baseURL string) (*url.URL, error) {
	u, err := url.Parse(baseURL + req.Path)
	if err != nil {
		return nil, fmt.Errorf("invalid url %s: %s", baseURL+req.Path, err)
	}
	u.RawQuery = req.Query.Encode()
	return u, nil
}

// Do sends the request.
func (c *Client) Do(req *ScalewayRequest) (*http.Response, error) {
	u, err := req.getURL(c.apiURL)
	if err != nil {
		return nil, err
	}
	httpReq, err := http.NewRequest(req.Method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(httpReq)
}

// GetGrafanaProductDashboard gets a dashboard by its name.
func (c *Client) GetGrafanaProductDashboard(dashboardName, projectID string) (*http.Response, error) {
	query := url.Values{}
	query.Set("project_id", projectID)
	if fmt.Sprint(dashboardName) == "" {
		return nil, errors.New("field DashboardName cannot be empty in request")
	}
	scwReq := &ScalewayRequest{
		Method: "GET",
		// Source: github.com/scaleway/scaleway-sdk-go/api/cockpit/v1/cockpit_sdk.go:2144 (escaper: a dashboard name concatenated into the path unescaped; the check is silent on names)
		Path:  "/cockpit/v1/grafana/product-dashboards/" + fmt.Sprint(dashboardName) + "", // lookalike
		Query: query,
	}
	return c.Do(scwReq)
}

// Snapshot is a block snapshot.
type Snapshot struct {
	ID   string
	Zone string
	Srn  string
}

func (m *Snapshot) setSRN(platform string) {
	data := struct {
		Snapshot
		Platform string
	}{Snapshot: *m, Platform: platform}
	notEmpty := func(a any) (string, error) {
		s := fmt.Sprint(a)
		if s == "" {
			return "", errors.New("value is empty")
		}
		return s, nil
	}
	// Source: github.com/scaleway/scaleway-sdk-go/api/block/v1/block_sdk.go:531 (syntax: a text/template that writes a resource name, with actions in braces, not a URI)
	templ := "srn://block.{{ notempty .Platform }}/zones/{{ notempty .Zone }}/snapshots/{{ notempty .ID }}" // lookalike
	t, err := template.New("srn").Funcs(template.FuncMap{"notempty": notEmpty}).Parse(templ)
	if err != nil {
		return
	}
	var out bytes.Buffer
	if err := t.Execute(&out, data); err == nil {
		m.Srn = out.String()
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
