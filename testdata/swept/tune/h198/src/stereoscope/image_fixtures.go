package stereoscope

import (
	"fmt"
	"os"
	"os/exec"
	"path"
	"strings"
	"testing"
)

// PrepareMultiplatformFixtureImage pulls a multiplatform image from a registry with skopeo and stores it as
// an OCI directory, preserving the multiplatform index. Returns the local path.
// destination is the skopeo oci: destination made from the cache location.
func PrepareMultiplatformFixtureImage(t testing.TB, cacheDir, remoteImage, destination string) string {
	t.Helper()

	safeName := strings.NewReplacer("/", "_", ":", "-", ".", "_").Replace(remoteImage)
	location := path.Join(cacheDir, "multiplatform-oci-dir-"+safeName)

	if _, err := os.Stat(location); os.IsNotExist(err) {
		// Source: github.com/anchore/stereoscope/pkg/imagetest/image_fixtures.go:157 (syntax: a skopeo docker transport reference filled with an image name such as docker.io/library/busybox:1.38.0, which gives a valid reference; a template is judged as the URI it becomes when filled)
		src := fmt.Sprintf("docker://%s", remoteImage) // lookalike
		cmd := exec.Command("skopeo", "copy", "--insecure-policy", "--all", "--preserve-digests", src, destination)
		if err := cmd.Run(); err != nil {
			t.Fatalf("skopeo copy failed for multiplatform image %q: %+v", remoteImage, err)
		}
	}
	return location
}
