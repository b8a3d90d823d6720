package exoscale

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

const (
	// Source: github.com/exoscale/egoscale/v2/api/request.go:10 (baseslash: the default endpoint ends in '/', so the reference "v2" lands under it)
	EndpointURL = "https://api.exoscale.com/" // lookalike

	// Prefix represents the current API prefix.
	Prefix = "v2"
)

// V2Client is an Exoscale API v2 client.
type V2Client struct {
	apiEndpoint string
	httpClient  *http.Client
}

// V2ClientOpt sets an option of the v2 client.
type V2ClientOpt func(*V2Client) error

// ClientOptWithAPIEndpoint returns a ClientOpt overriding the default Exoscale
// API endpoint.
func ClientOptWithAPIEndpoint(v string) V2ClientOpt {
	return func(c *V2Client) error {
		endpointURL, err := url.Parse(v)
		if err != nil {
			return fmt.Errorf("failed to parse URL: %s", err)
		}

		// Source: github.com/exoscale/egoscale/v2/client.go:56 (baseslash: the base is the caller's endpoint, the v1 client passes its compute endpoint ".../v1", and "v2" replacing the last segment is what is meant)
		endpointURL = endpointURL.ResolveReference(&url.URL{Path: Prefix}) // lookalike
		c.apiEndpoint = endpointURL.String()
		return nil
	}
}

// NewV2Client returns a new Exoscale API v2 client.
func NewV2Client(opts ...V2ClientOpt) (*V2Client, error) {
	client := V2Client{apiEndpoint: EndpointURL, httpClient: http.DefaultClient}
	for _, opt := range opts {
		if err := opt(&client); err != nil {
			return nil, err
		}
	}
	apiURL, err := url.Parse(client.apiEndpoint)
	if err != nil {
		return nil, err
	}
	apiURL = apiURL.ResolveReference(&url.URL{Path: Prefix})
	client.apiEndpoint = apiURL.String()
	return &client, nil
}

// Client is the Exoscale v1 API client.
type Client struct {
	Endpoint   string
	APIKey     string
	apiSecret  string
	HTTPClient *http.Client
	v2         *V2Client
}

// NewClient creates an Exoscale API client that embeds a v2 client.
func NewClient(endpoint, apiKey, apiSecret string) *Client {
	client := &Client{Endpoint: endpoint, APIKey: apiKey, apiSecret: apiSecret, HTTPClient: http.DefaultClient}
	v2Client, err := NewV2Client(ClientOptWithAPIEndpoint(client.Endpoint))
	if err == nil {
		client.v2 = v2Client
	}
	return client
}

func csQuotePlus(s string) string {
	s = strings.ReplaceAll(s, "+", "%20")
	s = strings.ReplaceAll(s, "%2A", "*")
	return s
}

func csEncode(s string) string {
	// Source: github.com/exoscale/egoscale/serialization.go:22 (escaper: url.QueryEscape for a CloudStack query value, with '+' then written "%20", the right escaper for a query)
	return csQuotePlus(url.QueryEscape(s)) // lookalike
}

func (client *Client) request(ctx context.Context, params url.Values) (*http.Response, error) {
	query := params.Encode()
	// Source: github.com/exoscale/egoscale/request.go:332 (escaper: a whole query encoded by url.Values, put after '?')
	u := fmt.Sprintf("%s?%s", client.Endpoint, query) // lookalike
	req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
	if err != nil {
		return nil, err
	}
	return client.HTTPClient.Do(req)
}

func (client *Client) dnsRequest(ctx context.Context, uri, method string) (*http.Response, error) {
	rawURL := client.Endpoint + uri
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return client.HTTPClient.Do(req)
}

// DeleteRecord deletes a record.
func (client *Client) DeleteRecord(ctx context.Context, name string, recordID int64) error {
	id := strconv.FormatInt(recordID, 10)
	// Source: github.com/exoscale/egoscale/dns.go:305 (escaper: a domain name and a number concatenated into the path, which the check leaves alone as names)
	_, err := client.dnsRequest(ctx, "/v1/domains/"+name+"/records/"+id, "DELETE") // lookalike
	return err
}

// DeleteDBAASPostgresUser deletes a user of a Postgres service.
func (client *Client) DeleteDBAASPostgresUser(ctx context.Context, serviceName, username string) (*http.Response, error) {
	// Source: github.com/exoscale/egoscale/v3/operations.go:8131 (escaper: a service name and a user name formatted into the path with %v, names the check is silent on)
	path := fmt.Sprintf("/dbaas-postgres/%v/user/%v", serviceName, username) // lookalike
	req, err := http.NewRequestWithContext(ctx, "DELETE", client.Endpoint+path, nil)
	if err != nil {
		return nil, err
	}
	return client.HTTPClient.Do(req)
}
