package woodpecker

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

const (
	pathGlobalRegistries = "%s/api/registries"
	pathOrgList          = "%s/api/orgs"
	pathOrgRegistries    = "%s/api/orgs/%d/registries"
	pathRepoMove         = "%s/api/repos/%d/move"
	pathRepoSecrets      = "%s/api/repos/%d/secrets"
	pathPipeline         = "%s/api/repos/%d/pipelines/%v"
	pathUsers            = "%s/api/users"
)

type client struct {
	client *http.Client
	addr   string
}

type (
	Registry struct{ Address string }
	Org      struct{ Name string }
	Secret   struct{ Name string }
	Pipeline struct{ Number int64 }
	User     struct{ Login string }
)

// ListOptions represents the options for listing resources.
type ListOptions struct {
	Page    int
	PerPage int
}

func (o ListOptions) getURLQuery() url.Values {
	query := make(url.Values)
	if o.Page > 0 {
		query.Add("page", fmt.Sprintf("%d", o.Page))
	}
	if o.PerPage > 0 {
		query.Add("perPage", fmt.Sprintf("%d", o.PerPage))
	}

	return query
}

type (
	RegistryListOptions struct{ ListOptions }
	SecretListOptions   struct{ ListOptions }
	UserListOptions     struct{ ListOptions }
)

// RepoMoveOptions are the options of RepoMove.
type RepoMoveOptions struct {
	To string
}

// QueryEncode returns the URL query parameters for the RepoMoveOptions.
func (opt *RepoMoveOptions) QueryEncode() string {
	query := make(url.Values)
	if opt.To != "" {
		query.Add("to", opt.To)
	}
	return query.Encode()
}

// PipelineLastOptions are the options of PipelineLast.
type PipelineLastOptions struct {
	Branch string
}

// QueryEncode returns the URL query parameters for the PipelineLastOptions.
func (opt *PipelineLastOptions) QueryEncode() string {
	query := make(url.Values)
	if opt.Branch != "" {
		query.Add("branch", opt.Branch)
	}
	return query.Encode()
}

// PipelineStartOptions are the options of PipelineStart.
type PipelineStartOptions struct {
	Params map[string]string
	Before time.Time
}

func mapValues(params map[string]string) url.Values {
	values := url.Values{}
	for k, v := range params {
		values.Add(k, v)
	}
	return values
}

// QueryEncode returns the URL query parameters for the PipelineStartOptions.
func (opt *PipelineStartOptions) QueryEncode() string {
	query := mapValues(opt.Params)
	return query.Encode()
}

// helper function for making an http GET request.
func (c *client) get(rawURL string, out any) error {
	resp, err := c.client.Get(rawURL)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode > http.StatusPartialContent {
		return fmt.Errorf("client error %d", resp.StatusCode)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// helper function for making an http POST request.
func (c *client) post(rawURL string, in, out any) error {
	_ = in
	resp, err := c.client.Post(rawURL, "application/json", nil)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// GlobalRegistryList returns a list of all global registries.
func (c *client) GlobalRegistryList(opt RegistryListOptions) ([]*Registry, error) {
	var out []*Registry
	uri, _ := url.Parse(fmt.Sprintf(pathGlobalRegistries, c.addr))
	// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/global_registry.go:39 (escaper: the query is set from url.Values.Encode, the right query escaper; uniform sample 8 of 16 identical RawQuery assignments)
	uri.RawQuery = opt.getURLQuery().Encode() // lookalike
	err := c.get(uri.String(), &out)
	return out, err
}

// OrgList returns a list of all organizations.
func (c *client) OrgList(opt ListOptions) ([]*Org, error) {
	var out []*Org
	uri, _ := url.Parse(fmt.Sprintf(pathOrgList, c.addr))
	// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/org.go:51 (escaper: the query is set from url.Values.Encode, the right query escaper; uniform sample 8 of 16 identical RawQuery assignments)
	uri.RawQuery = opt.getURLQuery().Encode() // lookalike
	err := c.get(uri.String(), &out)
	return out, err
}

// OrgRegistryList returns a list of all organization registries.
func (c *client) OrgRegistryList(orgID int64, opt RegistryListOptions) ([]*Registry, error) {
	var out []*Registry
	uri, _ := url.Parse(fmt.Sprintf(pathOrgRegistries, c.addr, orgID))
	// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/org.go:107 (escaper: the query is set from url.Values.Encode, the right query escaper; uniform sample 8 of 16 identical RawQuery assignments)
	uri.RawQuery = opt.getURLQuery().Encode() // lookalike
	err := c.get(uri.String(), &out)
	return out, err
}

// RepoMove moves a repository.
func (c *client) RepoMove(repoID int64, opt RepoMoveOptions) error {
	uri, _ := url.Parse(fmt.Sprintf(pathRepoMove, c.addr, repoID))
	// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/repo.go:210 (escaper: QueryEncode returns url.Values.Encode, the right query escaper; uniform sample 8 of 16 identical RawQuery assignments)
	uri.RawQuery = opt.QueryEncode() // lookalike
	return c.post(uri.String(), nil, nil)
}

// SecretList returns a list of all repository secrets.
func (c *client) SecretList(repoID int64, opt SecretListOptions) ([]*Secret, error) {
	var out []*Secret
	uri, _ := url.Parse(fmt.Sprintf(pathRepoSecrets, c.addr, repoID))
	// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/repo.go:265 (escaper: the query is set from url.Values.Encode, the right query escaper; uniform sample 8 of 16 identical RawQuery assignments)
	uri.RawQuery = opt.getURLQuery().Encode() // lookalike
	err := c.get(uri.String(), &out)
	return out, err
}

// PipelineLast returns the latest repository pipeline.
func (c *client) PipelineLast(repoID int64, opt PipelineLastOptions) (*Pipeline, error) {
	out := new(Pipeline)
	uri, _ := url.Parse(fmt.Sprintf(pathPipeline, c.addr, repoID, "latest"))
	// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/repo.go:340 (escaper: QueryEncode returns url.Values.Encode, the right query escaper; uniform sample 8 of 16 identical RawQuery assignments)
	uri.RawQuery = opt.QueryEncode() // lookalike
	err := c.get(uri.String(), out)
	return out, err
}

// PipelineStart re-starts a stopped pipeline.
func (c *client) PipelineStart(repoID, pipeline int64, opt PipelineStartOptions) (*Pipeline, error) {
	out := new(Pipeline)
	uri, _ := url.Parse(fmt.Sprintf(pathPipeline, c.addr, repoID, pipeline))
	// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/repo.go:374 (escaper: QueryEncode returns url.Values.Encode of the params, the right query escaper; uniform sample 8 of 16 identical RawQuery assignments)
	uri.RawQuery = opt.QueryEncode() // lookalike
	err := c.post(uri.String(), nil, out)
	return out, err
}

// UserList returns a list of all registered users.
func (c *client) UserList(opt UserListOptions) ([]*User, error) {
	var out []*User
	uri, _ := url.Parse(fmt.Sprintf(pathUsers, c.addr))
	// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/user.go:69 (escaper: the query is set from url.Values.Encode, the right query escaper; uniform sample 8 of 16 identical RawQuery assignments)
	uri.RawQuery = opt.getURLQuery().Encode() // lookalike
	err := c.get(uri.String(), &out)
	return out, err
}
