package api

import (
	"net/url"
	"strconv"
)

const (
	// DefaultPage is the default page to use if none is specified or an invalid value is provided
	DefaultPage = 1
	// DefaultPageSize is the default page size to use if none is specified or an invalid value is provided
	DefaultPageSize = 50
	// defaultMaximumNumberOfResults stands in for storage.DefaultMaximumNumberOfResults
	defaultMaximumNumberOfResults = 100
)

// Ctx stands in for fiber.Ctx
type Ctx struct {
	request Request
}

// Request stands in for fasthttp.Request
type Request struct {
	requestURI string
}

// Request returns the request of the context
func (c *Ctx) Request() *Request { return &c.request }

// SetRequestURI sets the RequestURI of the request
func (r *Request) SetRequestURI(requestURI string) { r.requestURI = requestURI }

// Query returns a query parameter of the request URI
func (c *Ctx) Query(key string) string {
	u, err := url.ParseRequestURI(c.request.requestURI)
	if err != nil {
		return ""
	}
	return u.Query().Get(key)
}

func extractPageAndPageSizeFromRequest(c *Ctx, maximumNumberOfResults int) (page, pageSize int) {
	var err error
	if pageParameter := c.Query("page"); len(pageParameter) == 0 {
		page = DefaultPage
	} else {
		page, err = strconv.Atoi(pageParameter)
		if err != nil || page < 1 {
			page = DefaultPage
		}
	}
	if pageSizeParameter := c.Query("pageSize"); len(pageSizeParameter) == 0 {
		pageSize = DefaultPageSize
	} else {
		pageSize, err = strconv.Atoi(pageSizeParameter)
		if err != nil || pageSize < 1 {
			pageSize = DefaultPageSize
		}
		if pageSize > maximumNumberOfResults {
			pageSize = defaultMaximumNumberOfResults
		}
	}
	return
}
