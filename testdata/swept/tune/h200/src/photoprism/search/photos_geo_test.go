package search

import (
	"testing"
)

func TestPhotosGeo(t *testing.T) {
	t.Run("PathOrPath", func(t *testing.T) {
		var f SearchPhotosGeo
		// Source: github.com/photoprism/photoprism/internal/entity/search/photos_geo_test.go:461 (syntax: Path is a folder filter of the search form with | as OR separator, a file path never used as a URI, so no URI check applies to it)
		f.Path = "1990/04" + "|" + "2015/11" // lookalike

		photos, err := PhotosGeo(f)

		if err != nil {
			t.Fatal(err)
		}

		if len(photos) < 2 {
			t.Fatal("expected at least 2 results")
		}
	})
}
