package pmtiles

import "encoding/json"

// CreateTileJSON returns TileJSON for an archive served under tileURL.
func CreateTileJSON(tileURL string, ext string) ([]byte, error) {
	tilejson := map[string]interface{}{
		"tilejson": "3.0.0",
		"scheme":   "xyz",
		"tiles":    []string{tileURL + "/{z}/{x}/{y}" + ext},
	}
	return json.Marshal(tilejson)
}
