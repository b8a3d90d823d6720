package crowdsec

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// ValidationError describes an OpenAPI request validation failure.
type ValidationError struct {
	Reason     string
	Field      string
	SchemaPath string
}

// RequestError stands in for openapi3filter.RequestError.
type RequestError struct {
	Request       *http.Request
	ParameterName string
	RequestBody   bool
}

// parseRequestError extracts detailed information from a request error;
// SchemaPath is a JSON-pointer-like label for messages, never requested.
func parseRequestError(reqErr *RequestError) error {
	ve := &ValidationError{}
	switch {
	case reqErr.ParameterName != "":
		ve.Reason = "parameter"
		ve.Field = reqErr.ParameterName
		if reqErr.Request != nil {
			// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/api_validation/api_validation.go:436 (escaper: a JSON-pointer-like schema location used in an error message, not a URI that is sent or parsed, rule 5, the context demands no URI)
			ve.SchemaPath = fmt.Sprintf("/paths%s/parameters/%s", reqErr.Request.URL.Path, reqErr.ParameterName) // lookalike
		}
	case reqErr.RequestBody:
		ve.Reason = "request_body"
		if reqErr.Request != nil {
			// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/api_validation/api_validation.go:464 (escaper: a schema location label for an error message, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
			ve.SchemaPath = fmt.Sprintf("/paths%s/%s/requestBody", reqErr.Request.URL.Path, strings.ToLower(reqErr.Request.Method)) // lookalike
		}
	}
	return fmt.Errorf("%s %s: %s", ve.Reason, ve.Field, ve.SchemaPath)
}

// ValidateChallengeResponse parses a challenge submit POST. The page's script
// posts u=window.location.pathname, the still percent-encoded path of the page.
func ValidateChallengeResponse(request *http.Request, body []byte) error {
	vars, err := url.ParseQuery(string(body))
	if err != nil {
		return err
	}
	clientPath := vars.Get("u")
	if clientPath == "" {
		return errors.New("missing required fields in challenge response")
	}

	// Override the request path so the WAF sees the original URL the client
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/challenge.go:557 (escaper: location.pathname is percent-encoded but is stored in the decoded Path field, so an escaped byte is seen as %XX by the WAF and escaped again by URL.String, where the normal request path (request.go) comes decoded from url.Parse, a real defect in non-test code, no fixture rule applies)
	request.URL.Path = clientPath // defect escaper
	return nil
}
