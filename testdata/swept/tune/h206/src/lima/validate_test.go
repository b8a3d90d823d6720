package lima

import "testing"

func TestValidateDigest(t *testing.T) {
	// Source: github.com/lima-vm/lima/v2/pkg/limayaml/validate_test.go:79 (syntax: a YAML flow text holding a well-formed https image location; the document is no URI and the test is about the digest, a URL inside a larger text and no URI itself, as prose under rule 4)
	images := `images: [{"location": "https://cloud-images.ubuntu.com/releases/oracular/release-20250701/ubuntu-24.10-server-cloudimg-amd64.img",digest: "69f31d3208895e5f646e345fbc95190e5e311ecd1359a4d6ee2c0b6483ceca03"}]` // lookalike
	validProbe := `probes: [{"script": "#!foo"}]`
	y, err := Load([]byte(validProbe+"\n"+images), "lima.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := Validate(y); err == nil {
		t.Fatal("want invalid checksum digest format")
	}

	// Source: github.com/lima-vm/lima/v2/pkg/limayaml/validate_test.go:86 (syntax: the same YAML flow text with a well-formed https image location and a bad digest algorithm, a URL inside a larger text and no URI itself, as prose under rule 4)
	images2 := `images: [{"location": "https://cloud-images.ubuntu.com/releases/oracular/release-20250701/ubuntu-24.10-server-cloudimg-amd64.img",digest: "sha001:69f31d3208895e5f646e345fbc95190e5e311ecd1359a4d6ee2c0b6483ceca03"}]` // lookalike
	y2, err := Load([]byte(validProbe+"\n"+images2), "lima.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := Validate(y2); err == nil {
		t.Fatal("want unsupported digest algorithm")
	}
}
