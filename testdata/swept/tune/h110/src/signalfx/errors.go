package signalfx

import (
	"fmt"
	"io"
	"net/http"
)

// ResponseError is a failed API response.
type ResponseError struct {
	code    int
	route   string
	details string
}

func (e *ResponseError) Error() string {
	return fmt.Sprintf("route %q had issues with status code %d: %s", e.route, e.code, e.details)
}

func newResponseError(resp *http.Response, target int) error {
	if resp == nil || resp.StatusCode == target {
		return nil
	}
	details, _ := io.ReadAll(resp.Body)
	return &ResponseError{code: resp.StatusCode, route: resp.Request.URL.Path, details: string(details)}
}
