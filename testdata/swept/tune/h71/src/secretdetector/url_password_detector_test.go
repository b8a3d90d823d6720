package secretdetector

import "testing"

var urlPwdTestCases = []struct {
	name   string
	input  string
	detect bool
}{
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:10 (credentials: a row of the URL-password detector's table, input to code whose job is finding passwords in URLs, rules 2c and 2d)
	{"url with pwd", "https://user:p455w0rd@example.com", true}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:11 (credentials: shortest URL with a password, a row varying one URI on purpose for the URL-password detector, rules 2c and 2d)
	{"shortest url with pwd", "aa://u:p@d", true}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:12 (credentials: long URL with a password, a row varying one URI on purpose for the URL-password detector, rules 2c and 2d)
	{"long url with pwd", "bitcoin://very-very-very-very-very-very-very-very-very-long-user:very-very-very-very-very-very-very-very-very-long-pass@very-very-very-very-very-very-very-very-very-long-subdomain.very-very-very-very-very-very-very-very-very-long-domain.com:8082/very-very-very-very-very-very-very-very-very-long-path.html?param1=value1&param2=value2#fragment", true}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:13 (credentials: an e-mail address as user name plus a password, a deliberate row of the URL-password detector's table, rules 2c and 2d)
	{"url with email user", "smtp://user@example.com:p455w0rd@smtp.example.com:465/", true}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:16 (hostform: the row is named missing domain and the detector must return false for it, rule 2a)
	{"missing domain", "https://user:p455w0rd@", false}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:17 (credentials: empty user with a password, a row varying one URI on purpose for the URL-password detector, rules 2c and 2d)
	{"empty user", "https://:p455w0rd@example.com", true}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:18 (credentials: empty password, the detector must return false for it, rule 2a)
	{"empty pwd", "https://user:@example.com", false}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:19 (credentials: user name without a password, the detector must return false for it, rule 2a)
	{"missing pwd", "https://user@example.com", false}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:21 (credentials: the password is a shell variable placeholder and the detector must return false, rules 2a and 3)
	{"variable pwd", "https://user:$pwd@example.com", false}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/generic/url_password_detector_test.go:22 (syntax: the row is named illegal url characters and the detector must return false for it, rules 2a and 2b)
	{"illegal url characters", "https://user:{pwd}@example.com", false}, // lookalike
}

func TestURLPasswordDetector_Scan(t *testing.T) {
	for _, tc := range urlPwdTestCases {
		t.Run(tc.name, func(t *testing.T) {
			got := ScanURLPassword(tc.input)
			if (len(got) == 1) != tc.detect {
				t.Errorf("got %v, want detection %v", got, tc.detect)
			}
		})
	}
}
