// Package search holds the PhotoPrism search queries.
package search

import "strings"

// SearchPhotosGeo is the geo search form; Path is a folder path filter where "|" separates alternatives.
type SearchPhotosGeo struct {
	Path string
}

// GeoResult is a search result.
type GeoResult struct {
	Path string
}

// PhotosGeo finds photos with location in the folders listed in f.Path.
func PhotosGeo(f SearchPhotosGeo) ([]GeoResult, error) {
	var results []GeoResult
	for _, p := range strings.Split(f.Path, "|") {
		results = append(results, GeoResult{Path: p})
	}
	return results, nil
}
