package lima

import "testing"

func TestSeemsTemplateURL(t *testing.T) {
	notTemplateURLs := []string{
		"file:///foo",
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/locator_test.go:90 (plainhttp: a row of a table of inputs the classifier must answer false for (rule 2a), single-label test host)
		"http://foo", // lookalike
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/locator_test.go:91 (hostform: a row the classifier must reject (rule 2a); a single-label host is a valid name)
		"https://foo", // lookalike
		"foo",
	}
	for _, arg := range notTemplateURLs {
		t.Run(arg, func(t *testing.T) {
			if is, _ := SeemsTemplateURL(arg); is {
				t.Errorf("%q is not a template URL", arg)
			}
		})
	}
}

func TestSeemsHTTPURL(t *testing.T) {
	httpURLs := []string{
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/locator_test.go:104 (plainhttp: input to the URL classifier under test (rule 2c) with a single-label test host)
		"http://foo/", // lookalike
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/locator_test.go:105 (hostform: input to the URL classifier under test (rule 2c); a single-label host is a valid name)
		"https://foo/", // lookalike
	}
	for _, arg := range httpURLs {
		t.Run(arg, func(t *testing.T) {
			if !SeemsHTTPURL(arg) {
				t.Errorf("%q is an http URL", arg)
			}
		})
	}
}

func TestSeemsFileURL(t *testing.T) {
	notFileURLs := []string{
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/locator_test.go:130 (plainhttp: a row the file-URL classifier must answer false for (rule 2a), single-label test host)
		"http://foo", // lookalike
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/locator_test.go:131 (hostform: a row the classifier must reject (rule 2a); a single-label host is a valid name)
		"https://foo", // lookalike
		"template:foo",
	}
	for _, arg := range notFileURLs {
		t.Run(arg, func(t *testing.T) {
			if SeemsFileURL(arg) {
				t.Errorf("%q is not a file URL", arg)
			}
		})
	}
}

// TestRead tests that OS and architecture are correctly inferred from the image URL.
func TestRead(t *testing.T) {
	tests := []struct {
		locator      string
		expectedName string
	}{
		{
			// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/locator_test.go:152 (plainhttp: a working image location the test turns into template configuration and expects back as images[0].location (rule 1), plain http to the public host ftp-archive.freebsd.org; only the file name is what the code under test handles)
			locator:      "http://ftp-archive.freebsd.org/pub/FreeBSD-Archive/old-releases/VM-IMAGES/15.0-RELEASE/amd64/Latest/FreeBSD-15.0-RELEASE-amd64-BASIC-CLOUDINIT-zfs.raw.xz", // defect plainhttp
			expectedName: "freebsd-15.0-amd64-zfs",
		},
		{
			locator:      "https://cloud-images.ubuntu.com/releases/noble/release-20260209/ubuntu-24.04-server-cloudimg-amd64.img",
			expectedName: "ubuntu-24.04-amd64",
		},
	}
	for _, tt := range tests {
		t.Run(tt.locator, func(t *testing.T) {
			tmpl, err := Read(t.Context(), "", tt.locator)
			if err != nil {
				t.Fatal(err)
			}
			if got := tmpl.ImageLocation(); got != tt.locator {
				t.Errorf("got %q, want %q", got, tt.locator)
			}
		})
	}
}
