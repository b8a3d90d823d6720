package aws

import "testing"

func TestParseReference(t *testing.T) {
	tests := []struct {
		in           string
		wantEndpoint string
		wantKeyID    string
		wantAlias    string
		wantErr      bool
	}{
		{
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:29 (sink: rule 2c, input to ParseReference, the parser of awskms references, where three slashes mean the documented empty endpoint, so the empty host is intended)
			in:           "awskms:///1234abcd-12ab-34cd-56ef-1234567890ab", // lookalike
			wantEndpoint: "",
			wantKeyID:    "1234abcd-12ab-34cd-56ef-1234567890ab",
			wantAlias:    "",
			wantErr:      false,
		},
		{
			// multi-region key
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:37 (sink: rule 2c, input to ParseReference, the parser of awskms references, where three slashes mean the documented empty endpoint, so the empty host is intended)
			in:           "awskms:///mrk-1234abcd12ab34cd56ef1234567890ab", // lookalike
			wantEndpoint: "",
			wantKeyID:    "mrk-1234abcd12ab34cd56ef1234567890ab",
			wantAlias:    "",
			wantErr:      false,
		},
		{
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:44 (sink: rule 2c, input to ParseReference, the parser of awskms references, where three slashes mean the documented empty endpoint, so the empty host is intended)
			in:           "awskms:///1234ABCD-12AB-34CD-56EF-1234567890AB", // lookalike
			wantEndpoint: "",
			wantKeyID:    "1234ABCD-12AB-34CD-56EF-1234567890AB",
			wantAlias:    "",
			wantErr:      false,
		},
		{
			in:           "awskms://localhost:4566/1234abcd-12ab-34cd-56ef-1234567890ab",
			wantEndpoint: "localhost:4566",
			wantKeyID:    "1234abcd-12ab-34cd-56ef-1234567890ab",
			wantAlias:    "",
			wantErr:      false,
		},
		{
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:58 (sink: rule 2c, input to ParseReference, the parser of awskms references, where three slashes mean the documented empty endpoint, so the empty host is intended)
			in:           "awskms:///arn:aws:kms:us-east-2:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab", // lookalike
			wantEndpoint: "",
			wantKeyID:    "arn:aws:kms:us-east-2:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab",
			wantAlias:    "",
			wantErr:      false,
		},
		{
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:72 (sink: rule 2c, input to ParseReference, the parser of awskms references, where three slashes mean the documented empty endpoint, so the empty host is intended)
			in:           "awskms:///alias/ExampleAlias", // lookalike
			wantEndpoint: "",
			wantKeyID:    "alias/ExampleAlias",
			wantAlias:    "alias/ExampleAlias",
			wantErr:      false,
		},
		{
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:86 (sink: rule 2c, input to ParseReference, the parser of awskms references, where three slashes mean the documented empty endpoint, so the empty host is intended)
			in:           "awskms:///arn:aws:kms:us-east-2:111122223333:alias/ExampleAlias", // lookalike
			wantEndpoint: "",
			wantKeyID:    "arn:aws:kms:us-east-2:111122223333:alias/ExampleAlias",
			wantAlias:    "alias/ExampleAlias",
			wantErr:      false,
		},
		{
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:93 (sink: rule 2c, input to ParseReference, the parser of awskms references, where three slashes mean the documented empty endpoint, so the empty host is intended)
			in:           "awskms:///arn:aws-us-gov:kms:us-gov-west-1:111122223333:alias/ExampleAlias", // lookalike
			wantEndpoint: "",
			wantKeyID:    "arn:aws-us-gov:kms:us-gov-west-1:111122223333:alias/ExampleAlias",
			wantAlias:    "alias/ExampleAlias",
			wantErr:      false,
		},
		{
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:100 (sink: rule 2c, input to ParseReference, the parser of awskms references, where three slashes mean the documented empty endpoint, so the empty host is intended)
			in:           "awskms:///arn:aws-us-gov:kms:us-gov-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab", // lookalike
			wantEndpoint: "",
			wantKeyID:    "arn:aws-us-gov:kms:us-gov-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab",
			wantAlias:    "",
			wantErr:      false,
		},
		{
			// missing alias/ prefix
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:115 (sink: rule 2a and 2b, a row of the ParseReference table the test expects an error for (missing alias/ prefix); its empty host is the documented no-endpoint form anyway)
			in:           "awskms:///missingalias", // lookalike
			wantEndpoint: "",
			wantKeyID:    "",
			wantAlias:    "",
			wantErr:      true,
		},
		{
			// invalid UUID
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/aws_test.go:123 (sink: rule 2a and 2b, a row of the ParseReference table the test expects an error for (invalid UUID); its empty host is the documented no-endpoint form anyway)
			in:           "awskms:///1234abcd-12ab-YYYY-56ef-1234567890ab", // lookalike
			wantEndpoint: "",
			wantKeyID:    "",
			wantAlias:    "",
			wantErr:      true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			gotEndpoint, gotKeyID, gotAlias, err := ParseReference(tt.in)
			if (err != nil) != tt.wantErr {
				t.Errorf("ParseReference() error = %v, wantErr %v", err, tt.wantErr)
				return
			}
			if gotEndpoint != tt.wantEndpoint {
				t.Errorf("ParseReference() gotEndpoint = %v, want %v", gotEndpoint, tt.wantEndpoint)
			}
			if gotKeyID != tt.wantKeyID {
				t.Errorf("ParseReference() gotKeyID = %v, want %v", gotKeyID, tt.wantKeyID)
			}
			if gotAlias != tt.wantAlias {
				t.Errorf("ParseReference() gotAlias = %v, want %v", gotAlias, tt.wantAlias)
			}
		})
	}
}
