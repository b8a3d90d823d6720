package tempo

import (
	"errors"
	"net/http"
)

// MuxVarTagName is the name of the route variable that holds the tag name.
const MuxVarTagName = "tagName"

// SearchTagValuesRequest is a parsed request for the values of a tag.
type SearchTagValuesRequest struct {
	TagName string
	Query   string
}

func parseSearchTagValuesRequest(r *http.Request, vars map[string]string, enforceTraceQL bool) (*SearchTagValuesRequest, error) {
	tagName, ok := vars[MuxVarTagName]
	if !ok || tagName == "" {
		return nil, errors.New("please provide a non-empty tagName")
	}
	return &SearchTagValuesRequest{TagName: tagName, Query: r.URL.Query().Get("q")}, nil
}
