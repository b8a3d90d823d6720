// Package algolia holds cases rewritten from github.com/algolia/algoliasearch-client-go/v3.
package algolia

import (
	"fmt"
	"net/url"
)

// Index is one search index.
type Index struct {
	name      string
	transport requester
}

// Rule is a query rule.
type Rule struct{ ObjectID string }

// Synonym is a synonym set.
type Synonym interface{ ObjectID() string }

// Client is the search client.
type Client struct{ transport requester }

// GetUserID retrieves the user managed by MCM.
func (c *Client) GetUserID(userID string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/client_mcm.go:31 (escaper: a raw user ID in a path segment; whether an ID needs escaping is not known from the code)
	path := fmt.Sprintf("/1/clusters/mapping/%s", userID) // lookalike
	return c.transport.Request("GET", path)
}

func (i *Index) path(format string, a ...interface{}) string {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index.go:35 (escaper: url.QueryEscape puts the index name into a path segment, so a space becomes "+")
	prefix := fmt.Sprintf("/1/indexes/%s", url.QueryEscape(i.name)) // defect escaper
	suffix := fmt.Sprintf(format, a...)
	return prefix + suffix
}

// GetObject retrieves a record.
func (i *Index) GetObject(objectID string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_objects.go:32 (escaper: url.QueryEscape of the object ID used as a path segment)
	path := i.path("/%s", url.QueryEscape(objectID)) // defect escaper
	return i.transport.Request("GET", path)
}

// PartialUpdateObject updates a record.
func (i *Index) PartialUpdateObject(objectID string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_objects.go:60 (escaper: url.QueryEscape of the object ID used as a path segment before /partial)
	path := i.path("/%s/partial", url.QueryEscape(objectID)) // defect escaper
	return i.transport.Request("POST", path)
}

// DeleteObject removes a record.
func (i *Index) DeleteObject(objectID string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_objects.go:74 (escaper: url.QueryEscape of the object ID used as a path segment in a DELETE)
	path := i.path("/%s", url.QueryEscape(objectID)) // defect escaper
	return i.transport.Request("DELETE", path)
}

// SearchForFacetValues searches facet values.
func (i *Index) SearchForFacetValues(facet string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_objects.go:308 (escaper: url.QueryEscape of the facet name used as a path segment)
	path := i.path("/facets/%s/query", url.QueryEscape(facet)) // defect escaper
	return i.transport.Request("POST", path)
}

// GetRule retrieves a rule.
func (i *Index) GetRule(objectID string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_rules.go:20 (escaper: url.QueryEscape of the rule ID used as a path segment)
	path := i.path("/rules/%s", url.QueryEscape(objectID)) // defect escaper
	return i.transport.Request("GET", path)
}

// SaveRule saves a rule.
func (i *Index) SaveRule(rule Rule) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_rules.go:33 (escaper: url.QueryEscape of rule.ObjectID used as a path segment)
	path := i.path("/rules/%s", url.QueryEscape(rule.ObjectID)) // defect escaper
	return i.transport.Request("PUT", path)
}

// DeleteRule removes a rule.
func (i *Index) DeleteRule(objectID string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_rules.go:69 (escaper: url.QueryEscape of the rule ID used as a path segment in a DELETE)
	path := i.path("/rules/%s", url.QueryEscape(objectID)) // defect escaper
	return i.transport.Request("DELETE", path)
}

// GetSynonym retrieves a synonym.
func (i *Index) GetSynonym(objectID string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_synonyms.go:22 (escaper: url.QueryEscape of the synonym ID used as a path segment)
	path := i.path("/synonyms/%s", url.QueryEscape(objectID)) // defect escaper
	return i.transport.Request("GET", path)
}

// SaveSynonym saves a synonym.
func (i *Index) SaveSynonym(synonym Synonym) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_synonyms.go:38 (escaper: url.QueryEscape of synonym.ObjectID() used as a path segment)
	path := i.path("/synonyms/%s", url.QueryEscape(synonym.ObjectID())) // defect escaper
	return i.transport.Request("PUT", path)
}

// DeleteSynonym removes a synonym.
func (i *Index) DeleteSynonym(objectID string) error {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/index_synonyms.go:79 (escaper: url.QueryEscape of the synonym ID used as a path segment in a DELETE)
	path := i.path("/synonyms/%s", url.QueryEscape(objectID)) // defect escaper
	return i.transport.Request("DELETE", path)
}
