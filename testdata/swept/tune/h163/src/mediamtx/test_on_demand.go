package mediamtx

import (
	"os"

	"github.com/bluenviron/gortsplib/v5"
	"github.com/bluenviron/gortsplib/v5/pkg/description"
)

// testOnDemandMain stands in for main() of core/test_on_demand, a helper command started by runOnDemand in tests.
func testOnDemandMain() {
	source := gortsplib.Client{}

	err := source.StartRecording(
		// Source: github.com/bluenviron/mediamtx/internal/core/test_on_demand/main.go:39 (hostjoin: the host is the constant localhost and only the port comes from RTSP_PORT, so the hand join cannot meet an IPv6 literal)
		"rtsp://localhost:"+os.Getenv("RTSP_PORT")+"/"+os.Getenv("MTX_PATH"), // lookalike
		&description.Session{})
	if err != nil {
		panic(err)
	}
	defer source.Close()
}
