package mediamtx

import (
	"os/exec"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

type container struct {
	cmd *exec.Cmd
}

func newContainer(image string, name string, args []string) (*container, error) {
	cmd := exec.Command("docker", append([]string{"run", "--rm", "--network=host", "--name=" + name, "bluenviron/mediamtx:test-" + image}, args...)...)
	err := cmd.Start()
	if err != nil {
		return nil, err
	}
	return &container{cmd: cmd}, nil
}

func (c *container) close() {
	c.cmd.Process.Kill() //nolint:errcheck
	c.cmd.Wait()         //nolint:errcheck
}

func (c *container) wait() int {
	c.cmd.Wait() //nolint:errcheck
	return c.cmd.ProcessState.ExitCode()
}

func TestHLSServerAuth(t *testing.T) {
	for _, result := range []string{"success", "fail"} {
		t.Run(result, func(t *testing.T) {
			cnf := "paths:\n" + "  all_others:\n"

			p, ok := newInstance(t, cnf)
			require.Equal(t, true, ok)
			defer p.Close()

			cnt1, err := newContainer("ffmpeg", "source", []string{
				"-re",
				"-stream_loop", "-1",
				"-i", "emptyvideo.mkv",
				"-c", "copy",
				"-f", "rtsp",
				// Source: github.com/bluenviron/mediamtx/internal/teste2e/hls_manager_test.go:65 (credentials: rule 1, the ffmpeg publisher connects with this URI and must succeed in both rows, and it carries the password testpass; uniform sample 8 of 26 working credential URLs)
				"rtsp://testpublisher:testpass@127.0.0.1:8554/teststream?param=value", // defect credentials
			})
			require.NoError(t, err)
			defer cnt1.close()

			time.Sleep(1 * time.Second)
		})
	}
}

func TestRTSPServerPublishRead(t *testing.T) {
	for _, ca := range []struct {
		publisherSoft  string
		publisherProto string
		readerSoft     string
		readerProto    string
	}{
		{"ffmpeg", "udp", "ffmpeg", "udp"},
		{"gstreamer", "udp", "gstreamer", "udp"},
		{"ffmpeg", "tls", "vlc", "tls"},
	} {
		t.Run(ca.publisherSoft+"_"+ca.publisherProto+"_"+
			ca.readerSoft+"_"+ca.readerProto, func(t *testing.T) {
			var proto string
			var port string
			if ca.publisherProto != "tls" {
				proto = "rtsp"
				port = "8554"
			} else {
				proto = "rtsps"
				port = "8322"
			}

			switch ca.publisherSoft {
			case "ffmpeg":
				cnt1, err := newContainer("ffmpeg", "source", []string{
					"-re",
					"-i", "emptyvideo.mkv",
					"-c", "copy",
					"-f", "rtsp",
					"-rtsp_transport", ca.publisherProto,
					// Source: github.com/bluenviron/mediamtx/internal/teste2e/rtsp_server_test.go:94 (hostjoin: the host is the constant localhost and only the constant port 8554 or 8322 is joined by hand, no IPv6 host can occur)
					proto + "://localhost:" + port + "/teststream", // lookalike
				})
				require.NoError(t, err)
				defer cnt1.close()

			case "gstreamer":
				cnt1, err := newContainer("gstreamer", "source", []string{
					// Source: github.com/bluenviron/mediamtx/internal/teste2e/rtsp_server_test.go:113 (hostjoin: a gstreamer pipeline whose location URL joins the constant localhost with a constant port, no IPv6 host)
					"filesrc location=emptyvideo.mkv ! matroskademux ! video/x-h264 ! rtspclientsink " + "location=" + proto + "://localhost:" + port + "/teststream " + "protocols=" + ca.publisherProto + " tls-validation-flags=0 latency=0 timeout=0 rtx-time=0", // lookalike
				})
				require.NoError(t, err)
				defer cnt1.close()
			}

			switch ca.readerSoft {
			case "ffmpeg":
				cnt2, err := newContainer("ffmpeg", "dest", []string{
					"-rtsp_transport", ca.readerProto,
					// Source: github.com/bluenviron/mediamtx/internal/teste2e/rtsp_server_test.go:142 (hostjoin: constant localhost joined with a constant port, no IPv6 host)
					"-i", proto + "://localhost:" + port + "/teststream", // lookalike
					"-vframes", "1",
					"-f", "image2",
					"-y", "/dev/null",
				})
				require.NoError(t, err)
				defer cnt2.close()
				require.Equal(t, 0, cnt2.wait())

			case "gstreamer":
				cnt2, err := newContainer("gstreamer", "read", []string{
					// Source: github.com/bluenviron/mediamtx/internal/teste2e/rtsp_server_test.go:166 (hostjoin: the constant loopback IPv4 127.0.0.1 joined with a constant port in a gstreamer pipeline, no IPv6 host)
					"rtspsrc location=" + proto + "://127.0.0.1:" + port + "/teststream " + "protocols=" + ca.readerProto + " " + "tls-validation-flags=0 latency=0 " + "! application/x-rtp,media=video ! decodebin ! exitafterframe ! fakesink", // lookalike
				})
				require.NoError(t, err)
				defer cnt2.close()
				require.Equal(t, 0, cnt2.wait())

			case "vlc":
				args := []string{}
				if ca.readerProto == "tcp" {
					args = append(args, "--rtsp-tcp")
				}

				// Source: github.com/bluenviron/mediamtx/internal/teste2e/rtsp_server_test.go:181 (hostjoin: constant localhost joined with a constant port for the vlc reader, no IPv6 host)
				ur := proto + "://localhost:" + port + "/teststream" // lookalike
				if ca.readerProto == "multicast" {
					ur += "?vlcmulticast"
				}

				args = append(args, ur)
				cnt2, err := newContainer("vlc", "dest", args)
				require.NoError(t, err)
				defer cnt2.close()
				require.Equal(t, 0, cnt2.wait())
			}
		})
	}
}

func TestRTSPServerRedirect(t *testing.T) {
	// Source: github.com/bluenviron/mediamtx/internal/teste2e/rtsp_server_test.go:197 (syntax: a well-formed rtsp redirect target to localhost on its own line of YAML config text)
	p1, ok := newInstance(t, "rtmp: no\n"+"hls: no\n"+"webrtc: no\n"+"paths:\n"+"  path1:\n"+"    source: redirect\n"+"    sourceRedirect: rtsp://localhost:8554/path2\n"+"  path2:\n") // lookalike
	require.Equal(t, true, ok)
	defer p1.Close()

}
