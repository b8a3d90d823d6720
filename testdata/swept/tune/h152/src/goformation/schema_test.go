package goformation

import (
	"os"
	"testing"
)

func TestValidTemplate(t *testing.T) {
	pwd, _ := os.Getwd()
	// Source: github.com/awslabs/goformation/v7/goformation_schema_test.go:19 (escaper: the working directory is put raw after the file scheme, and a directory path is not text that surely needs escaping.)
	schemaLoader := NewReferenceLoader("file://" + pwd + "/schema/cloudformation.schema.json") // lookalike
	documentLoader := NewReferenceLoader(os.Getenv("DOCUMENT"))
	if ok, err := Validate(schemaLoader, documentLoader); err != nil || !ok {
		t.Fatal(err)
	}
}

func TestValidSAMTemplate(t *testing.T) {
	pwd, _ := os.Getwd()
	schemaLoader := NewReferenceLoader(os.Getenv("SAM_SCHEMA"))
	// Source: github.com/awslabs/goformation/v7/goformation_schema_test.go:46 (escaper: uniform sample of 3 of 21 file-URI builds; the working directory is put raw after the file scheme, not text that surely needs escaping.)
	documentLoader := NewReferenceLoader("file://" + pwd + "/test/json/valid-sam-template.json") // lookalike
	if ok, err := Validate(schemaLoader, documentLoader); err != nil || !ok {
		t.Fatal(err)
	}
}

func TestInvalidResourceName(t *testing.T) {
	pwd, _ := os.Getwd()
	schemaLoader := NewReferenceLoader(os.Getenv("CFN_SCHEMA"))
	// Source: github.com/awslabs/goformation/v7/goformation_schema_test.go:102 (escaper: the invalid part is the template the URI names, and the working directory raw after the file scheme is not text that surely needs escaping.)
	documentLoader := NewReferenceLoader("file://" + pwd + "/test/json/invalid-template-invalid-resource-name.json") // lookalike
	if _, err := Validate(schemaLoader, documentLoader); err != nil {
		t.Fatal(err)
	}
}

func TestMarshalCodeUri(t *testing.T) {
	result, err := Marshal(Function{CodeUri: os.Getenv("CODE_URI"), Runtime: "nodejs6.10"})
	// Source: github.com/awslabs/goformation/v7/generate/globals_test.go:30 (syntax: the S3 URI sits inside an expected JSON document and is well-formed where it stands.)
	expected := `{"CodeUri":"s3://bucket/key","Runtime":"nodejs6.10"}` // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if string(result) != expected {
		t.Logf("got %s", result)
	}
}

func TestSubWithMap(t *testing.T) {
	y := "      CodeUri:\n"
	y += "        Fn::Sub:\n"
	// Source: github.com/awslabs/goformation/v7/intrinsics/intrinsics_test.go:175 (syntax: a YAML Fn::Sub template whose placeholders are filled before the URI is used.)
	y += "          - s3://${Bucket}/${Key}\n" // lookalike
	y += "          - { \"Bucket\": \"test-bucket\", \"Key\": \"test-key\" }\n"
	if _, err := ProcessYAML([]byte(y)); err != nil {
		t.Fatal(err)
	}
}
