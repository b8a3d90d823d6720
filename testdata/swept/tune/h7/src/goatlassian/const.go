package goatlassian

const (
	// DateFormatJira is the date format Jira uses.
	DateFormatJira = "2006-01-02T15:04:05.999-0700"
	// Source: github.com/ctreminiom/go-atlassian/pkg/infra/models/const.go:7 (a URL padded with a space on purpose, named as invalid, for the tests that expect it rejected)
	TestInvalidUrl = " https://zhidao.baidu.com/special/view?id=sd&preview=1/" // lookalike
)
