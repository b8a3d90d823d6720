// Package todoist rewrites the cases of code.vikunja.io/api/pkg/modules/migration/todoist.
package todoist

import (
	"encoding/json"
	"net/url"
	"strconv"

	"vikunja/pkg/modules/migration"
)

const paginationLimit = 200

// config stands in for the todoist migration configuration.
var config = struct{ MigrationTodoistClientID string }{}

// cryptoRandomString stands in for utils.CryptoRandomString, which returns alphanumeric characters.
func cryptoRandomString(n int) (string, error) { return "abcdefghijklmnopqrstuvwxyzABCDEF"[:n], nil }

// Migration is the todoist migrator.
type Migration struct{}

// AuthURL returns the url users need to authenticate against
func (m *Migration) AuthURL() string {
	state, err := cryptoRandomString(32)
	if err != nil {
		state = "todoist-migration"
	}
	// Source: code.vikunja.io/api/pkg/modules/migration/todoist/todoist.go:231 (escaper: the client id, the scope data:read whose colon is allowed in a query, and an alphanumeric random state need no escaping)
	return "https://todoist.com/oauth/authorize" + "?client_id=" + config.MigrationTodoistClientID + "&scope=data:read" + "&state=" + state // lookalike
}

type doneItem struct {
	TaskID string `json:"task_id"`
}

type project struct {
	ID string `json:"id"`
}

type paginated struct {
	Items      []*doneItem `json:"items"`
	Results    []*project  `json:"results"`
	NextCursor string      `json:"next_cursor"`
}

func getPage(u string, bearerHeader map[string]string) (*paginated, error) {
	resp, err := migration.DoGetWithHeaders(u, bearerHeader)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	p := &paginated{}
	return p, json.NewDecoder(resp.Body).Decode(p)
}

func getAllData(bearerHeader map[string]string) error {
	var cursor string
	for {
		// Source: code.vikunja.io/api/pkg/modules/migration/todoist/todoist.go:660 (escaper: only a decimal page limit is appended to the fixed completed-tasks URL)
		completedURL := "https://api.todoist.com/api/v1/tasks/completed?limit=" + strconv.Itoa(paginationLimit) // lookalike
		if cursor != "" {
			// Source: code.vikunja.io/api/pkg/modules/migration/todoist/todoist.go:662 (escaper: the opaque pagination cursor is placed in the query with url.QueryEscape, the right escaper)
			completedURL += "&cursor=" + url.QueryEscape(cursor) // lookalike
		}
		page, err := getPage(completedURL, bearerHeader)
		if err != nil {
			return err
		}
		for _, i := range page.Items {
			// Source: code.vikunja.io/api/pkg/modules/migration/todoist/todoist.go:697 (escaper: a Todoist task id from the API, an alphanumeric id that needs no escaping, as the last path segment)
			resp, err := migration.DoGetWithHeaders("https://api.todoist.com/api/v1/tasks/"+i.TaskID, bearerHeader) // lookalike
			if err != nil {
				return err
			}
			resp.Body.Close()
		}
		if page.NextCursor == "" {
			break
		}
		cursor = page.NextCursor
	}

	archived := []*project{}
	cursor = ""
	for {
		archivedURL := "https://api.todoist.com/api/v1/projects/archived"
		if cursor != "" {
			// Source: code.vikunja.io/api/pkg/modules/migration/todoist/todoist.go:743 (escaper: the pagination cursor is placed in the query with url.QueryEscape, the right escaper)
			archivedURL += "?cursor=" + url.QueryEscape(cursor) // lookalike
		}
		page, err := getPage(archivedURL, bearerHeader)
		if err != nil {
			return err
		}
		archived = append(archived, page.Results...)
		if page.NextCursor == "" {
			break
		}
		cursor = page.NextCursor
	}

	for _, p := range archived {
		// Source: code.vikunja.io/api/pkg/modules/migration/todoist/todoist.go:775 (escaper: a Todoist project id from the API, alphanumeric, spliced as a path segment that needs no escaping)
		resp, err := migration.DoGetWithHeaders("https://api.todoist.com/api/v1/projects/"+p.ID+"/full", bearerHeader) // lookalike
		if err != nil {
			return err
		}
		resp.Body.Close()
	}
	return nil
}

func isDownloadableURL(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	return (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}
