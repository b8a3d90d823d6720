package api

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUpdateMarker(t *testing.T) {
	t.Run("success", func(t *testing.T) {
		app, router, _ := NewApiTest()
		UpdateMarker(router)

		// markerUid is read from the photo response: an alphanumeric marker UID.
		markerUid := "ms6sg6b1wowuy777"

		assert.NotEmpty(t, markerUid)

		// Source: github.com/photoprism/photoprism/internal/api/markers_test.go:163 (escaper: the marker UID is alphanumeric, so splicing it raw into the path segment is safe, so by rule 1 it meets the non-test escaper rules; uniform sample 3 of 17)
		u := fmt.Sprintf("/api/v1/markers/%s", markerUid) // lookalike

		r := PerformRequestWithBody(app, "PUT", u, `{"MarkerInvalid": true}`)
		assert.Equal(t, http.StatusOK, r.Code)
	})
}
