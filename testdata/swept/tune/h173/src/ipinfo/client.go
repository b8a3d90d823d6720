package ipinfo

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

const (
	defaultBaseURL     = "https://ipinfo.io/"
	defaultBaseURLIPv6 = "https://v6.ipinfo.io/"
	defaultUserAgent   = "IPinfoClient/Go/2.13.0"
)

// A Client is the main handler to communicate with the IPinfo API.
type Client struct {
	// HTTP client used to communicate with the API.
	client *http.Client

	// Base URL for API requests. BaseURL should always be specified with a
	// trailing slash.
	BaseURL *url.URL

	// User agent used when communicating with the IPinfo API.
	UserAgent string

	// The API token used for authorization for more data and higher limits.
	Token string
}

// NewClient returns a new IPinfo API client.
func NewClient(httpClient *http.Client, token string) *Client {
	if httpClient == nil {
		httpClient = http.DefaultClient
	}
	baseURL, _ := url.Parse(defaultBaseURL)
	return &Client{client: httpClient, BaseURL: baseURL, UserAgent: defaultUserAgent, Token: token}
}

// newRequest for IPV4
func (c *Client) newRequest(ctx context.Context, method string, urlStr string, body io.Reader) (*http.Request, error) {
	return c.newRequestBase(ctx, method, urlStr, body, false)
}

// newRequest for IPV6
func (c *Client) newRequestV6(ctx context.Context, method string, urlStr string, body io.Reader) (*http.Request, error) {
	return c.newRequestBase(ctx, method, urlStr, body, true)
}

// `newRequest` creates an API request. A relative URL can be provided in
// urlStr, in which case it is resolved relative to the BaseURL of the Client.
// Relative URLs should always be specified without a preceding slash.
func (c *Client) newRequestBase(
	ctx context.Context,
	method string,
	urlStr string,
	body io.Reader,
	useIPv6 bool,
) (*http.Request, error) {
	if ctx == nil {
		ctx = context.Background()
	}

	u := new(url.URL)

	baseURL := c.BaseURL
	if useIPv6 {
		baseURL, _ = url.Parse(defaultBaseURLIPv6)
	}

	// get final URL path.
	if rel, err := url.Parse(urlStr); err == nil {
		// Source: github.com/ipinfo/go/v2/ipinfo/client.go:110 (colonpath: urlStr is ip.String(); an IPv6 text that begins with a hex letter such as abcd::1, not a bogon, parses with abcd as its scheme, so ResolveReference returns it unchanged and the request goes to abcd::1 instead of the base; the fallback below only covers parse errors, exactly the colonpath check's first segment read as a scheme)
		u = baseURL.ResolveReference(rel) // defect colonpath
	} else if strings.ContainsRune(urlStr, ':') {
		// IPv6 strings fail to parse as URLs, so let's add it as a URL Path.
		*u = *baseURL
		// Source: github.com/ipinfo/go/v2/ipinfo/client.go:114 (baseslash: the IP is appended to the decoded Path of a copy of a base documented to end in a slash, and URL.String escapes it, so the result is base plus IP and no reference is resolved against a slashless base)
		u.Path += urlStr // lookalike
	} else {
		return nil, err
	}

	// get `http` package request object.
	req, err := http.NewRequestWithContext(ctx, method, u.String(), body)
	if err != nil {
		return nil, err
	}

	// set common headers.
	req.Header.Set("Accept", "application/json")
	if c.UserAgent != "" {
		req.Header.Set("User-Agent", c.UserAgent)
	}
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
	return req, nil
}

func (c *Client) do(req *http.Request, v interface{}) (*http.Response, error) {
	resp, err := c.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if err := checkResponse(resp); err != nil {
		return resp, err
	}
	if v != nil {
		err = json.NewDecoder(resp.Body).Decode(v)
	}
	return resp, err
}

// An ErrorResponse is returned when an API call fails.
type ErrorResponse struct {
	// HTTP response that caused this error
	Response *http.Response

	Status string `json:"status"`
	Err    struct {
		Title   string `json:"title"`
		Message string `json:"message"`
	} `json:"error"`
}

func (r *ErrorResponse) Error() string {
	if r.Response.StatusCode == http.StatusTooManyRequests {
		// Source: github.com/ipinfo/go/v2/ipinfo/client.go:189 (syntax: rule 4, the signup link sits inside error message prose, joined to the words around it)
		return fmt.Sprintf("%v %v: %d You've hit the daily limit for the unauthenticated API. Please visit https://ipinfo.io/signup to get 50k requests per month for free.", // lookalike
			r.Response.Request.Method, r.Response.Request.URL,
			r.Response.StatusCode)
	}
	return fmt.Sprintf("%v %v: %d %v",
		r.Response.Request.Method, r.Response.Request.URL,
		r.Response.StatusCode, r.Err)
}

func checkResponse(r *http.Response) error {
	if c := r.StatusCode; 200 <= c && c <= 299 {
		return nil
	}
	errorResponse := &ErrorResponse{Response: r}
	data, err := io.ReadAll(r.Body)
	if err == nil && data != nil {
		_ = json.Unmarshal(data, errorResponse)
	}
	return errorResponse
}
