package pmtiles

import (
	"encoding/json"
	"strings"
	"testing"
)

func checkTiles(t *testing.T, want string, ext string) {
	t.Helper()
	base, _, _ := strings.Cut(want, "/{z}")
	b, err := CreateTileJSON(base, ext)
	if err != nil {
		t.Fatalf("CreateTileJSON returned an error: %v", err)
	}
	var tilejson map[string]interface{}
	if err := json.Unmarshal(b, &tilejson); err != nil {
		t.Fatal(err)
	}
	tiles, _ := tilejson["tiles"].([]interface{})
	if len(tiles) != 1 || tiles[0] != want {
		t.Errorf("tiles = %v, want %v", tiles, want)
	}
}

func TestCreateTilejson(t *testing.T) {
	// Source: github.com/protomaps/go-pmtiles/pmtiles/tilejson_test.go:50 (syntax: the expected TileJSON tiles entry is a URL template whose braces are placeholders that clients fill in.)
	checkTiles(t, "https://example.com/foo/{z}/{x}/{y}.mvt", ".mvt") // lookalike
}

func TestCreateTilejsonOptionalFields(t *testing.T) {
	// Source: github.com/protomaps/go-pmtiles/pmtiles/tilejson_test.go:94 (syntax: the expected TileJSON tiles entry is a URL template whose braces are placeholders that clients fill in.)
	checkTiles(t, "https://example.com/{z}/{x}/{y}.png", ".png") // lookalike
}
