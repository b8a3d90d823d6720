package playwright

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/mxschmitt/playwright-go"
)

func dumpFrames(frame playwright.Frame, indentation string) []string {
	// Source: github.com/mxschmitt/playwright-go/tests/utils_test.go:315 (port: the test helper masks the server's random port with a <PORT> placeholder on purpose, rule 2c)
	desc := strings.Replace(frame.URL(), server.PREFIX, "http://localhost:<PORT>", 1) // lookalike
	if frame.Name() != "" {
		desc = fmt.Sprintf("%s (%s)", desc, frame.Name())
	}
	return []string{indentation + desc}
}

func TestFrameShouldHandleNestedFrames(t *testing.T) {
	var main playwright.Frame
	want := []string{
		// Source: github.com/mxschmitt/playwright-go/tests/frame_test.go:228 (port: expected output of the port-masking dump helper, the <PORT> placeholder is deliberate, rule 2c)
		"http://localhost:<PORT>/frames/nested-frames.html", // lookalike
		// Source: github.com/mxschmitt/playwright-go/tests/frame_test.go:230 (syntax: an indented frame description with the frame name appended is dump text, not a URI)
		"    http://localhost:<PORT>/frames/two-frames.html (2frames)", // lookalike
	}
	if main == nil {
		t.Skip("no browser")
	}
	if got := dumpFrames(main, ""); !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v", got)
	}
}
