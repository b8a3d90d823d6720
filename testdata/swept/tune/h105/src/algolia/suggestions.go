package algolia

import "fmt"

// IndexConfiguration is a query suggestions configuration.
type IndexConfiguration struct{ IndexName string }

// SuggestionsClient is the query suggestions client.
type SuggestionsClient struct{ transport requester }

func (c *SuggestionsClient) path(p string) string {
	return "/1" + p
}

// UpdateConfig updates a configuration.
func (c *SuggestionsClient) UpdateConfig(config IndexConfiguration) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/suggestions/client_config.go:49 (escaper: a raw index name in a path segment; whether a name needs escaping is not known from the code)
	path := c.path(fmt.Sprintf("/configs/%s", config.IndexName)) // lookalike
	return c.transport.Request("PUT", path)
}

// DeleteConfig deletes a configuration.
func (c *SuggestionsClient) DeleteConfig(indexName string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/suggestions/client_config.go:55 (escaper: a raw index name in a path segment; whether a name needs escaping is not known from the code)
	path := c.path(fmt.Sprintf("/configs/%s", indexName)) // lookalike
	return c.transport.Request("DELETE", path)
}

// GetConfig retrieves a configuration.
func (c *SuggestionsClient) GetConfig(indexName string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/suggestions/client_config.go:61 (escaper: a raw index name in a path segment; whether a name needs escaping is not known from the code)
	path := c.path(fmt.Sprintf("/configs/%s", indexName)) // lookalike
	return c.transport.Request("GET", path)
}
