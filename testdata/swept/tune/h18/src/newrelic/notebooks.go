package newrelic

import (
	"context"
	"fmt"
	"io"
	"net/http"
)

// Notebooks is the notebooks client.
type Notebooks struct {
	region         *Region
	personalAPIKey string
}

// New returns a notebooks client of a region.
func New(region *Region, personalAPIKey string) Notebooks {
	return Notebooks{region: region, personalAPIKey: personalAPIKey}
}

func (a *Notebooks) notebookURL(organizationID, entityGUID string) string {
	return a.region.BlobServiceURL(fmt.Sprintf("/organizations/%s/Notebooks/%s", organizationID, entityGUID))
}

// GetNotebookContent fetches the content of a notebook.
func (a *Notebooks) GetNotebookContent(organizationID, entityGUID string) ([]byte, error) {
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, a.notebookURL(organizationID, entityGUID), nil)
	if err != nil {
		return nil, fmt.Errorf("GET notebook content: %w", err)
	}
	req.Header.Set("Api-Key", a.personalAPIKey)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("GET notebook content: %w", err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}
