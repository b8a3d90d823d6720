package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestZip(t *testing.T) {
	app, router, conf := NewApiTest()
	ZipDownload(router)

	t.Run("Download", func(t *testing.T) {
		// filename is read from the create response: "photoprism-download-<date>-<time>-<base36>.zip".
		filename := "photoprism-download-20241213-105433-2vw7lbpy.zip"
		// Source: github.com/photoprism/photoprism/internal/api/zip_test.go:22 (escaper: the server-made zip name and the base36 token hold only letters, digits, dot and dash, safe raw in path and query, so by rule 1 it meets the non-test escaper rules; uniform sample 8 of 17)
		dl := PerformRequest(app, "GET", "/api/v1/zip/"+filename+"?t="+conf.DownloadToken()) // lookalike
		assert.Equal(t, http.StatusOK, dl.Code)
	})
}
