package confluentkafka

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

const (
	subject  = "/subjects"
	subjects = subject + "/%s"
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/internal/rest_service.go:56 (baseslash: a rooted endpoint, but handleHTTPRequest path.Joins the registry URL's own path in front before resolving, so no base path is dropped)
	subjectsDelete = subjects + "?permanent=%t" // lookalike
	configPath     = "/config"
	subjectConfig  = configPath + "/%s"
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/internal/rest_service.go:67 (baseslash: a rooted endpoint, but handleHTTPRequest path.Joins the registry URL's own path in front before resolving, so no base path is dropped)
	subjectConfigDefault = subjectConfig + "?defaultToGlobal=%t" // lookalike
	keks                 = "/dek-registry/v1/keks"
)

type apiRequest struct {
	method    string
	endpoint  string
	body      interface{}
	arguments []interface{}
}

func newRequest(method, endpoint string, body interface{}, arguments ...interface{}) *apiRequest {
	return &apiRequest{method: method, endpoint: endpoint, body: body, arguments: arguments}
}

type restService struct {
	urls []*url.URL
	*http.Client
}

func (rs *restService) handleRequest(request *apiRequest, response interface{}) error {
	resp, err := rs.handleHTTPRequest(rs.urls[0], request)
	if err != nil {
		return err
	}
	_ = response
	return resp.Body.Close()
}

func (rs *restService) handleHTTPRequest(url *url.URL, request *apiRequest) (*http.Response, error) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/internal/rest_service.go:490 (pathjoin: path.Join is applied to the decoded path of the registry URL and the endpoint, not to a whole URI with a scheme)
	urlPath := path.Join(url.Path, fmt.Sprintf(request.endpoint, request.arguments...)) // lookalike
	endpoint, err := url.Parse(urlPath)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequest(request.method, endpoint.String(), nil)
	if err != nil {
		return nil, err
	}
	return rs.Do(req)
}

type client struct {
	restService *restService
}

// NewClient picks the in-memory mock when the registry URL uses the mock scheme.
func NewClient(urlConf string) (interface{}, error) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/schemaregistry_client.go:434 (hostform: a prefix test for the in-process mock scheme, which names no server and needs no host)
	if strings.HasPrefix(urlConf, "mock://") { // lookalike
		u, err := url.Parse(urlConf)
		if err != nil {
			return nil, err
		}
		return &mockclient{url: u}, nil
	}
	return &client{}, nil
}

// GetBySubjectAndID fetches a schema by id within a subject.
func (c *client) GetBySubjectAndID(id int, subject string) error {
	var metadata struct{}
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/schemaregistry_client.go:603 (escaper: the subject is a query value and is escaped with url.QueryEscape, the right escaper)
	return c.restService.handleRequest(newRequest("GET", "/schemas/ids/%d?subject=%s", nil, id, url.QueryEscape(subject)), &metadata) // lookalike
}

// GetLatestWithMetadata fetches the latest schema whose metadata matches.
func (c *client) GetLatestWithMetadata(subject string, metadata map[string]string, deleted bool) error {
	sb := strings.Builder{}
	for key, value := range metadata {
		// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/schemaregistry_client.go:800 (escaper: metadata keys and values are names and values whose need for escaping the code does not show, so the raw query text is no certain defect)
		sb.WriteString("&key=" + key + "&value=" + value) // lookalike
	}
	var result struct{}
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/schemaregistry_client.go:804 (escaper: the subject fills one path segment and is escaped with url.PathEscape, the right escaper)
	return c.restService.handleRequest(newRequest("GET", subjects+"/metadata?deleted=%t%s", nil, url.PathEscape(subject), deleted, sb.String()), &result) // lookalike
}

// DeleteSubject deletes a subject.
func (c *client) DeleteSubject(subject string, permanent bool) error {
	var result []int
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/schemaregistry_client.go:914 (escaper: the subject fills one path segment and is escaped with url.PathEscape, the right escaper)
	return c.restService.handleRequest(newRequest("DELETE", subjectsDelete, nil, url.PathEscape(subject), permanent), &result) // lookalike
}

type mockclient struct {
	url *url.URL
}

// GetBySubjectAndID reports a missing schema the way the real client would.
func (c *mockclient) GetBySubjectAndID(id int, subject string) error {
	posErr := url.Error{
		Op: "GET",
		// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/mock_schemaregistry_client.go:219 (escaper: the subject is a query value and is escaped with url.QueryEscape, the right escaper)
		URL: c.url.String() + fmt.Sprintf("/schemas/ids/%d?subject=%s", id, url.QueryEscape(subject)), // lookalike
		Err: errors.New("Subject Not Found"),
	}
	return &posErr
}

// GetLatestWithMetadata reports a missing subject.
func (c *mockclient) GetLatestWithMetadata(subject string, deleted bool, metadataStr string) error {
	posErr := url.Error{
		Op: "GET",
		// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/mock_schemaregistry_client.go:462 (escaper: the subject fills one path segment and is escaped with url.PathEscape, the right escaper)
		URL: c.url.String() + fmt.Sprintf(subjects+"/metadata?deleted=%t%s", url.PathEscape(subject), deleted, metadataStr), // lookalike
		Err: errors.New("Subject Not found"),
	}
	return &posErr
}

type dekClient struct {
	restService *restService
}

// GetKek fetches a key encryption key by name.
func (c *dekClient) GetKek(name string, deleted bool) error {
	var kek struct{}
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/deks/dekregistry_client.go:278 (escaper: the kek name fills a path segment but is escaped with url.QueryEscape, so a space becomes a literal '+' in the path)
	return c.restService.handleRequest(newRequest("GET", keks+"/%s?deleted=%t", nil, url.QueryEscape(name), deleted), &kek) // defect escaper
}

// GetDek fetches a data encryption key.
func (c *dekClient) GetDek(kekName, subject, algorithm string, deleted bool) error {
	var dek struct{}
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/deks/dekregistry_client.go:315 (escaper: the kek name and the subject fill path segments but are escaped with url.QueryEscape, so a space becomes a literal '+' in the path)
	return c.restService.handleRequest(newRequest("GET", keks+"/%s/deks/%s?algorithm=%s&deleted=%t", nil, url.QueryEscape(kekName), url.QueryEscape(subject), algorithm, deleted), &dek) // defect escaper
}

// RegisterDek registers a data encryption key.
func (c *dekClient) RegisterDek(kekName string, input interface{}) error {
	var dek struct{}
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/deks/dekregistry_client.go:352 (escaper: the kek name fills a path segment but is escaped with url.QueryEscape, so a space becomes a literal '+' in the path)
	return c.restService.handleRequest(newRequest("POST", keks+"/%s/deks", input, url.QueryEscape(kekName)), &dek) // defect escaper
}

// GetDekVersion fetches one version of a data encryption key.
func (c *dekClient) GetDekVersion(kekName, subject string, version int, algorithm string, deleted bool) error {
	var dek struct{}
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/deks/dekregistry_client.go:389 (escaper: the kek name and the subject fill path segments but are escaped with url.QueryEscape, so a space becomes a literal '+' in the path)
	return c.restService.handleRequest(newRequest("GET", keks+"/%s/deks/%s/versions/%v?algorithm=%s&deleted=%t", nil, url.QueryEscape(kekName), url.QueryEscape(subject), version, algorithm, deleted), &dek) // defect escaper
}
