package cloudevents

import (
	"strings"
	"testing"
)

type ReadWriteTest struct {
	event     Event
	set       string
	want      interface{}
	corrected interface{}
	wantErr   string
}

// Set will be split on pipe, set1|set2
func TestEventRW_Corrected_Source(t *testing.T) {
	testCases := map[string]ReadWriteTest{
		"corrected v03": {
			event: New("0.3"),
			// Source: github.com/cloudevents/sdk-go/v2/event/event_reader_writer_test.go:159 (syntax: "%" set first as a source the test expects rejected with "invalid URL escape", then corrected to the URL after the pipe, rule 2a)
			set:       "%|http://good", // lookalike
			want:      "",
			corrected: "http://good",
			wantErr:   "invalid URL escape",
		},
	}
	for n, tc := range testCases {
		t.Run(n, func(t *testing.T) {
			// Split set on pipe.
			set := strings.Split(tc.set, "|")

			tc.event.SetSource(set[0])
			got := tc.event.Source()
			err := ValidationError(tc.event.FieldErrors)
			if got != tc.want || err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("set: got %v, %v", got, err)
			}

			tc.event.SetSource(set[1])
			if got := tc.event.Source(); got != tc.corrected {
				t.Errorf("corrected: got %v", got)
			}
		})
	}
}
