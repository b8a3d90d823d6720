package crowdsec

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
)

// ApiClient talks to the local or central API. BaseURL must end with a
// slash; URLPrefix is "v1" (LAPI) or "v3" (CAPI).
type ApiClient struct {
	client    *http.Client
	BaseURL   *url.URL
	URLPrefix string
	PapiURL   *url.URL

	Allowlists *AllowlistsService
	Decisions  *DecisionsService
}

// NewDefaultClient builds a client for baseURL with the given URL prefix.
func NewDefaultClient(baseURL *url.URL, prefix string, userAgent string, client *http.Client) (*ApiClient, error) {
	if client == nil {
		client = &http.Client{}
	}
	c := &ApiClient{client: client, BaseURL: baseURL, URLPrefix: prefix}
	c.Allowlists = &AllowlistsService{client: c}
	c.Decisions = &DecisionsService{client: c}
	return c, nil
}

// PrepareRequest resolves url against BaseURL.
func (c *ApiClient) PrepareRequest(ctx context.Context, method, url string, body io.Reader) (*http.Request, error) {
	if len(c.BaseURL.Path) == 0 || c.BaseURL.Path[len(c.BaseURL.Path)-1] != '/' {
		return nil, fmt.Errorf("BaseURL must have a trailing slash, but %q does not", c.BaseURL)
	}
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/client_http.go:26 (baseslash: the reference is resolved against a base whose trailing slash is checked just above, and the prefix v1 or v3 is relative, the rule 1 standard of working code is met)
	u, err := c.BaseURL.Parse(url) // lookalike
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, u.String(), body)
}

// Do sends the request.
func (c *ApiClient) Do(req *http.Request) (*http.Response, error) {
	return c.client.Do(req)
}

type AllowlistsService struct{ client *ApiClient }

type AllowlistListOpts struct {
	WithContent bool `url:"with_content,omitempty"`
}

// qsValues stands in for github.com/google/go-querystring/query.Values.
func qsValues(withContent bool) url.Values {
	v := url.Values{}
	if withContent {
		v.Set("with_content", strconv.FormatBool(withContent))
	}
	return v
}

func (s *AllowlistsService) List(ctx context.Context, opts AllowlistListOpts) (*http.Response, error) {
	u := s.client.URLPrefix + "/allowlists"
	params := qsValues(opts.WithContent)
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/allowlists_service.go:29 (escaper: the query comes from url.Values.Encode, the right query escaper, the rule 1 standard of working code is met)
	u += "?" + params.Encode() // lookalike
	req, err := s.client.PrepareRequest(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	return s.client.Do(req)
}

// Get fetches one allowlist by its name; names are free text chosen with
// "cscli allowlists create NAME" or in the console.
func (s *AllowlistsService) Get(ctx context.Context, name string, opts AllowlistListOpts) (*http.Response, error) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/allowlists_service.go:51 (escaper: the free-text allowlist name is spliced raw into the request path, so a name with / ? # or % breaks the request, while the check methods below use url.PathEscape, a real defect in non-test code, no fixture rule applies)
	u := s.client.URLPrefix + "/allowlists/" + name // defect escaper
	params := qsValues(opts.WithContent)
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/allowlists_service.go:58 (escaper: the query comes from url.Values.Encode, the right query escaper, the rule 1 standard of working code is met)
	u += "?" + params.Encode() // lookalike
	req, err := s.client.PrepareRequest(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	return s.client.Do(req)
}

func (s *AllowlistsService) CheckIfAllowlisted(ctx context.Context, value string) (bool, error) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/allowlists_service.go:78 (escaper: the value, an IP or range with a slash, is escaped with url.PathEscape for a path segment, the right escaper, the rule 1 standard of working code is met)
	escapedValue := url.PathEscape(value) // lookalike
	u := s.client.URLPrefix + "/allowlists/check/" + escapedValue
	req, err := s.client.PrepareRequest(ctx, http.MethodHead, u, nil)
	if err != nil {
		return false, err
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return false, err
	}
	return resp.StatusCode == http.StatusOK, resp.Body.Close()
}

func (s *AllowlistsService) CheckIfAllowlistedWithReason(ctx context.Context, value string) (*http.Response, error) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/allowlists_service.go:97 (escaper: url.PathEscape for a value put in a path segment, the right escaper, the rule 1 standard of working code is met)
	escapedValue := url.PathEscape(value) // lookalike
	u := s.client.URLPrefix + "/allowlists/check/" + escapedValue
	req, err := s.client.PrepareRequest(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	return s.client.Do(req)
}

type DecisionsService struct{ client *ApiClient }

// DeleteOne deletes one decision by ID; cscli checks with strconv.Atoi that the ID is an integer before calling it.
func (s *DecisionsService) DeleteOne(ctx context.Context, decisionID string) (*http.Response, error) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/decisions_service.go:327 (escaper: the decision ID is a number (cscli rejects non-integers before the call), nothing to escape, the value meets the escaper check, so the rule 1 standard of working code is met)
	u := fmt.Sprintf("%s/decisions/%s", s.client.URLPrefix, decisionID) // lookalike
	req, err := s.client.PrepareRequest(ctx, http.MethodDelete, u, nil)
	if err != nil {
		return nil, err
	}
	return s.client.Do(req)
}

// cliDecisionsDelete mirrors the caller in cmd/crowdsec-cli/clidecision.
func cliDecisionsDelete(ctx context.Context, client *ApiClient, delDecisionID string) error {
	if _, err := strconv.Atoi(delDecisionID); err != nil {
		return fmt.Errorf("id '%s' is not an integer: %w", delDecisionID, err)
	}
	_, err := client.Decisions.DeleteOne(ctx, delDecisionID)
	return err
}

// DecisionsStreamOpts are the query options of the decisions stream.
type DecisionsStreamOpts struct {
	Startup                bool
	Scopes                 string
	ScenariosContaining    string
	ScenariosNotContaining string
	CommunityPull          bool
	AdditionalPull         bool
}

func (o *DecisionsStreamOpts) addQueryParamsToURL(u string) (string, error) {
	params := url.Values{}
	if o.Startup {
		params.Set("startup", "true")
	}
	if o.Scopes != "" {
		params.Set("scopes", o.Scopes)
	}
	if o.ScenariosContaining != "" {
		params.Set("scenarios_containing", o.ScenariosContaining)
	}
	if o.ScenariosNotContaining != "" {
		params.Set("scenarios_not_containing", o.ScenariosNotContaining)
	}
	if !o.CommunityPull {
		params.Set("community_pull", "false")
	}
	if !o.AdditionalPull {
		params.Set("additional_pull", "false")
	}
	return u + "?" + params.Encode(), nil
}
