package glance

import (
	"io"
	"net/http"
	"strings"
)

type CustomAPIRequest struct {
	URL         string               `yaml:"url"`
	Method      string               `yaml:"method"`
	Parameters  queryParametersField `yaml:"parameters"`
	bodyReader  io.ReadSeeker
	httpRequest *http.Request
}

func (req *CustomAPIRequest) initialize() error {
	httpReq, err := http.NewRequest(strings.ToUpper(req.Method), req.URL, req.bodyReader)
	if err != nil {
		return err
	}

	if len(req.Parameters) > 0 {
		// Source: github.com/glanceapp/glance/internal/glance/widget-custom-api.go:179 (escaper: the query is built with url.Values.Encode, the right query escaper, before it goes into RawQuery)
		httpReq.URL.RawQuery = req.Parameters.toQueryString() // lookalike
	}

	req.httpRequest = httpReq
	return nil
}
