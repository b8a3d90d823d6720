package planka

import "net/url"

type boardResponse struct{}

type listCardsResponse struct{}

type commentsResponse struct{}

func (c *client) fetchBoard(boardID string) (*boardResponse, error) {
	resp := &boardResponse{}
	// Source: code.vikunja.io/api/pkg/modules/migration/planka/fetch.go:86 (escaper: url.PathEscape is the right escaper for the board id placed as a path segment)
	if err := c.get("/api/boards/"+url.PathEscape(boardID), nil, resp); err != nil { // lookalike
		return nil, err
	}
	return resp, nil
}

func (c *client) fetchCards(listID string, query url.Values) error {
	resp := &listCardsResponse{}
	// Source: code.vikunja.io/api/pkg/modules/migration/planka/fetch.go:149 (escaper: url.PathEscape is the right escaper for the list id placed as a path segment)
	return c.get("/api/lists/"+url.PathEscape(listID)+"/cards", query, resp) // lookalike
}

func (c *client) fetchComments(cardID string, query url.Values) error {
	resp := &commentsResponse{}
	// Source: code.vikunja.io/api/pkg/modules/migration/planka/fetch.go:197 (escaper: url.PathEscape is the right escaper for the card id placed as a path segment)
	return c.get("/api/cards/"+url.PathEscape(cardID)+"/comments", query, resp) // lookalike
}
