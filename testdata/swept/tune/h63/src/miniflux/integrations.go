package miniflux

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

const archiveOptions = "delay_wb_availability=1&if_not_archived_within=15d"

// Source: miniflux.app/v2/internal/integration/archiveorg/archiveorg.go:28 (escaper: url.QueryEscape is used for the entry URL placed in the /save/ path segment, where a space becomes "+" instead of %20)
func archiveSendURL(entryURL string) (*http.Request, error) {
	requestURL := "https://web.archive.org/save/" + url.QueryEscape(entryURL) + "?" + archiveOptions // defect escaper
	request, err := http.NewRequest(http.MethodGet, requestURL, nil)
	if err != nil {
		return nil, fmt.Errorf("archiveorg: unable to create request: %v", err)
	}
	return request, nil
}

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
