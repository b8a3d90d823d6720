// Package langchaingo holds cases rewritten from github.com/tmc/langchaingo.
package langchaingo

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
)

var errNotSetAuth = errors.New("both accessToken and apiKey secretKey are not set")

// Source: github.com/tmc/langchaingo/llms/ernie/erniellm.go:49 (syntax: the documentation URL sits inside an error message joined to prose, and prose is not a URI.)
func checkErnieAuth(accessToken, apiKey, secretKey string) error {
	if accessToken == "" && (apiKey == "" || secretKey == "") {
		return fmt.Errorf("%w\nYou can pass auth info by use ernie.New(ernie.WithAKSK(\"{api Key}\",\"{serect Key}\")) ,\n"+
			"or\nexport ERNIE_API_KEY={API Key}\nexport ERNIE_SECRET_KEY={Secret Key}\n"+
			"doc: https://cloud.baidu.com/doc/WENXINWORKSHOP/s/flfmc9do2", errNotSetAuth) // lookalike
	}
	return nil
}

type ernieClient struct {
	mu          sync.RWMutex
	accessToken string
	apiKey      string
	secretKey   string
	httpClient  *http.Client
}

// Source: github.com/tmc/langchaingo/llms/ernie/internal/ernieclient/ernieclient.go:234 (escaper: the access token goes raw into the query, and whether a token needs escaping is not known from the code.)
func (c *ernieClient) createEmbedding(ctx context.Context, body []byte) (*http.Response, error) {
	c.mu.RLock()
	accessToken := c.accessToken
	c.mu.RUnlock()
	url := "https://aip.baidubce.com/rpc/2.0/ai_custom/v1/wenxinworkshop/embeddings/embedding-v1?access_token=" + // lookalike
		accessToken
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(req)
}

// Source: github.com/tmc/langchaingo/llms/ernie/internal/ernieclient/ernieclient.go:267 (escaper: client_id and client_secret are the API key pair (AK/SK), credentials like a token rather than a field named for a password, so raw values are look-alikes.)
func (c *ernieClient) getAccessToken(ctx context.Context) (*http.Response, error) {
	url := fmt.Sprintf(
		"https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=%v&client_secret=%v", // lookalike
		c.apiKey, c.secretKey)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader([]byte("")))
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(req)
}

// Source: github.com/tmc/langchaingo/llms/llamafile/internal/llamafileclient/llamafileclient.go:73 (hostjoin: host and port from LLAMAFILE_HOST are joined by net.JoinHostPort, which brackets IPv6.)
func llamafileURL() *url.URL {
	host, port, err := net.SplitHostPort(os.Getenv("LLAMAFILE_HOST"))
	if err != nil {
		host, port = "127.0.0.1", "8080"
	}
	return &url.URL{
		Scheme: "http",
		Host:   net.JoinHostPort(host, port), // lookalike
	}
}

// Source: github.com/tmc/langchaingo/llms/ollama/internal/ollamaclient/ollamaclient.go:55 (hostjoin: host and port from OLLAMA_HOST are joined by net.JoinHostPort, which brackets IPv6.)
func ollamaURL() *url.URL {
	host, port, err := net.SplitHostPort(os.Getenv("OLLAMA_HOST"))
	if err != nil {
		host, port = "127.0.0.1", "11434"
	}
	return &url.URL{
		Scheme: "http",
		Host:   net.JoinHostPort(host, port), // lookalike
	}
}

// Source: github.com/tmc/langchaingo/tools/duckduckgo/internal/client.go:67 (escaper: url.QueryEscape is the right escaper for a query value.)
func duckduckgoSearch(ctx context.Context, client *http.Client, query string) (*http.Response, error) {
	queryURL := fmt.Sprintf("https://html.duckduckgo.com/html/?q=%s", url.QueryEscape(query)) // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, queryURL, nil)
	if err != nil {
		return nil, err
	}
	return client.Do(req)
}

// Source: github.com/tmc/langchaingo/tools/wikipedia/client.go:17 (syntax: a Sprintf template whose verb fills a DNS label with the language code, valid once formatted.)
const wikipediaBaseURL = "https://%s.wikipedia.org/w/api.php" // lookalike

func wikipediaSearch(ctx context.Context, client *http.Client, languageCode, query string) (*http.Response, error) {
	params := make(url.Values)
	params.Add("format", "json")
	params.Add("srsearch", query)
	reqURL := fmt.Sprintf("%s?%s", fmt.Sprintf(wikipediaBaseURL, languageCode), params.Encode())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, reqURL, nil)
	if err != nil {
		return nil, err
	}
	return client.Do(req)
}

type azureStore struct {
	azureAISearchEndpoint string
	client                *http.Client
}

// Source: github.com/tmc/langchaingo/vectorstores/azureaisearch/documents_search.go:95 (escaper: the index name goes raw into the path, and whether a name needs escaping is not known from the code.)
func (s *azureStore) searchDocuments(ctx context.Context, indexName string, body []byte) (*http.Response, error) {
	URL := fmt.Sprintf("%s/indexes/%s/docs/search?api-version=2023-07-01-Preview", s.azureAISearchEndpoint, indexName) // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, URL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	return s.client.Do(req)
}

// Source: github.com/tmc/langchaingo/vectorstores/azureaisearch/index_list.go:11 (baseslash: the endpoint is extended by formatting, not by reference resolution, so no part of the base is dropped.)
func (s *azureStore) listIndexes(ctx context.Context) (*http.Response, error) {
	URL := fmt.Sprintf("%s/indexes?api-version=2023-11-01", s.azureAISearchEndpoint) // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, URL, nil)
	if err != nil {
		return nil, err
	}
	return s.client.Do(req)
}

type s3Location struct {
	URI *string
}

const metadataSuffix = ".metadata.json"

// Source: github.com/tmc/langchaingo/vectorstores/bedrockknowledgebases/ingestion.go:150 (escaper: the document name goes raw into the object key, and whether a name needs escaping is not known from the code.)
func metadataLocation(bucketName, docName string) s3Location {
	uri := "s3://" + bucketName + "/" + docName + metadataSuffix // lookalike
	return s3Location{URI: &uri}
}

// pineconeStore keeps the host without its scheme.
type pineconeStore struct {
	host string
}

// Source: github.com/tmc/langchaingo/vectorstores/pinecone/options.go:26 (hostform: the scheme-only string is a prefix to trim from a host option, not a URI with an empty host.)
func pineconeWithHost(host string) func(*pineconeStore) {
	return func(p *pineconeStore) {
		p.host = strings.TrimPrefix(host, "https://") // lookalike
	}
}

type qdrantStore struct {
	collectionName string
	client         *http.Client
}

// Source: github.com/tmc/langchaingo/vectorstores/qdrant/rest.go:37 (pathjoin: url.URL.JoinPath is URL-aware and escapes segments, unlike path.Join.)
func (s qdrantStore) upsertPoints(ctx context.Context, baseURL *url.URL, body []byte) (*http.Response, error) {
	url := baseURL.JoinPath("collections", s.collectionName, "points") // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, url.String(), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	return s.client.Do(req)
}

// downloadImageData fetches an image from a URL.
func downloadImageData(imageURL string) ([]byte, error) {
	resp, err := http.Get(imageURL)
	if err != nil {
		return nil, fmt.Errorf("failed to fetch image from url: %w", err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}
