package kubernetes

import (
	"errors"
	"net"
	"net/url"
	"strings"
	"testing"
)

func resourceLocation(id string) (string, error) {
	parts := strings.Split(id, ":")
	if len(parts) != 3 {
		return "", errors.New("bad id")
	}
	u := url.URL{Scheme: parts[0], Host: net.JoinHostPort("1.2.3.4", "80")}
	return u.String(), nil
}

func TestServiceResourceLocation(t *testing.T) {
	cases := []struct {
		query  string
		expect string
	}{{
		// Source: k8s.io/kubernetes/pkg/registry/core/service/storage/storage_test.go:11764 (sink: the query is the service proxy id scheme:name:port handed to ResourceLocation, not a URL, so no "//" belongs after the scheme.)
		query: "http:unnamed:", // lookalike
		// Source: k8s.io/kubernetes/pkg/registry/core/service/storage/storage_test.go:11765 (port: the expected location ResourceLocation builds writes http's default port ":80"; the rows vary the query, not this URI.)
		expect: "http://1.2.3.4:80", // defect port form
	}}
	for _, c := range cases {
		got, err := resourceLocation(c.query)
		if err != nil || got != c.expect {
			t.Errorf("%s: got %q, %v", c.query, got, err)
		}
	}
}

func TestServiceAudienceMatch(t *testing.T) {
	cases := []struct {
		name     string
		ref      serviceReference
		audience string
		want     bool
	}{{
		name: "service match with default port (nil path)",
		ref:  serviceReference{Name: "default-port-svc", Namespace: "default-ns"},
		// Source: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage/token_test.go:376 (port: the audience is input to the webhook audience matcher and this row exists to check the defaulted port 443, so the written-out port is deliberate.)
		audience: "https://default-port-svc.default-ns.svc:443/", // lookalike
		want:     true,
	}}
	for _, c := range cases {
		if got := serviceAudience(&c.ref, 443) == c.audience; got != c.want {
			t.Errorf("%s: got %v", c.name, got)
		}
	}
}

type podStatus struct {
	Image   string
	ImageID string
}

func TestContainerStatusImageID(t *testing.T) {
	st := podStatus{
		Image: "alpine",
		// Source: k8s.io/kubernetes/pkg/apis/core/validation/validation_test.go:15842 (syntax: ImageID is a docker-pullable image reference name@sha256:digest, not a network URI, so the text after ':' is a digest and no port.)
		ImageID: "docker-pullable://nginx@sha256:d0gf00d", // lookalike
	}
	if st.ImageID == "" {
		t.Fatal("empty image id")
	}
}
