// Package format holds a rewritten excerpt of scorecard's cron result format.
package format

import (
	"encoding/json"
	"io"
)

// JSONScorecardResultV2 is a stand-in for the v2 result document.
type JSONScorecardResultV2 struct {
	Date string `json:"date"`
}

// AsJSON2 writes the result as a JSON document.
func AsJSON2(r JSONScorecardResultV2, w io.Writer) error {
	return json.NewEncoder(w).Encode(r)
}
