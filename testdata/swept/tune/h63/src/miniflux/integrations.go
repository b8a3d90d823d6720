package miniflux

import (
	"errors"
	"net/http"
)

// notionClient holds the Notion integration settings.
type notionClient struct {
	apiToken string
	pageID   string
}

// Source: miniflux.app/v2/internal/integration/notion/notion.go:28 (escaper: the Notion page ID goes raw into the path, and whether an ID needs escaping is not known from the code; uniform sample of 30 of 208 distinct look-alike candidates)
func (c *notionClient) updateDocument() (*http.Request, error) {
	if c.apiToken == "" || c.pageID == "" {
		return nil, errors.New("notion: missing API token or page ID")
	}
	apiEndpoint := "https://api.notion.com/v1/blocks/" + c.pageID + "/children" // lookalike
	request, err := http.NewRequest(http.MethodPatch, apiEndpoint, nil)
	if err != nil {
		return nil, err
	}
	request.Header.Set("Authorization", "Bearer "+c.apiToken)
	return request, nil
}
